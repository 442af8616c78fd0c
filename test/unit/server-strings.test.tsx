/**
 * Every string a server sends is shown as text, never as markup. Each row below is one field
 * of one answer: the demo server (real HTTP, `withDemoServer`) answers with a hostile string in that field, the
 * real app is opened at the page that shows it and driven as a person would, and then no element may have been
 * made from the string (no image whose src is `x`, no script, no `javascript:` link, no handler attribute). Where
 * the page shows the field, its literal text must be there; where it does not (a message the portal reads
 * rather than shows), the text must be nowhere on the page and the page's own text shows instead. The guidance
 * on /noaccount is the one place catalog HTML is rendered as HTML: there the hostile parts must be stripped.
 */
import { STAND_INS } from '../../src/config'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/app'
import { i18n, loadCatalog } from '../../src/i18n/i18n'
import { withDemoServer } from '../support/browser-fetch'
import { activateLocale, compiledCatalog, missingKeys, pageOf, problemShown } from '../support/render'

// One string carries all three attacks: each field is rendered once (the file's time stays small) and must
// make no element from any of them.
const HOSTILE = {
  'an <img onerror>, a <script> and a javascript: link':
    '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">click</a>',
} as const

type User = ReturnType<typeof userEvent.setup>
type Answer = () => Response
/** `METHOD /path` → the answer the server gives in this row. */
type Answers = Record<string, Answer>

/** How the page must show the field. */
type Shown =
  /** As text, inside the region `where` finds. */
  | { as: 'text'; where: () => Promise<HTMLElement> }
  /** As the alt text of a branding logo (header or footer). */
  | { as: 'alt'; place: 'header' | 'footer' }
  /** Not at all: the page shows `instead`, its own text, and the server's string is nowhere. */
  | { as: 'nothing'; instead: () => Promise<HTMLElement> }
  /** As catalog HTML through DOMPurify: the guidance region, with the hostile parts stripped. */
  | { as: 'sanitised html' }

interface Row {
  /** The endpoint and the field, e.g. `POST /api/auth/login data.errorMessage`. */
  name: string
  /** The page the person opens (the link they follow). */
  open: (text: string) => string
  answers: (text: string) => Answers
  /** What the person does once the page is there. */
  act?: (user: User) => Promise<void>
  /** A kept sign-in (auto sign-in on the login page). */
  appToken?: string
  /** The page's catalog comes from the server (as main.tsx loads it) rather than from the test. */
  catalogFromServer?: boolean
  shown: Shown
}

const json =
  (body: unknown, status = 200): Answer =>
  () =>
    Response.json(body, { status })
const fault: Answer = () => new Response('Internal server error', { status: 500 })

const LINK_EXPIRED = 'Links in our emails only work for a limited time.'
const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

/** The `dd` the page shows under the term `label` (the account summary of a reset or activation link). */
async function definitionOf(label: string): Promise<HTMLElement> {
  const term = await screen.findByText(label, { selector: 'dt' })
  const definition = term.nextElementSibling
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD')
    throw new Error(`No dd after ${label}`)
  return definition
}

const alert = () => waitFor(problemShown)

/** The status region that says `words` (a page can have several, its busy message among them). */
const statusSaying = (words: RegExp) => () =>
  waitFor(() => {
    const region = screen.getAllByRole('status').find((element) => words.test(element.textContent ?? ''))
    expect(region, `a status saying ${String(words)}`).toBeDefined()
    return region as HTMLElement
  })
const heading = (name: string) => () => screen.findByRole('heading', { level: 1, name })

async function signIn(user: User) {
  await user.type(await screen.findByLabelText('Username or email'), 'sam.student')
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

async function askForLink(user: User) {
  await user.type(await screen.findByLabelText('Email address'), 'sam.student@example.org')
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

async function choosePassword(user: User, label: string, button: string) {
  await user.type(await screen.findByLabelText(label, { selector: 'input' }), 'Brand-new-pass-1')
  await user.click(screen.getByRole('button', { name: button }))
}

/** Email and username-change links are spent only by this press, never by opening them. */
const confirmLink = (button: string) => async (user: User) => {
  await user.click(await screen.findByRole('button', { name: button }))
}
const confirmEmail = confirmLink('Confirm my email address')
const confirmUsername = confirmLink('Confirm my new username')

async function fillRegistration(user: User) {
  await user.type(await screen.findByLabelText('First name'), 'Jordan')
  await user.type(screen.getByLabelText('Last name'), 'Lee')
  await user.selectOptions(screen.getByLabelText('School or institution'), 'Northern College')
  await user.click(screen.getByRole('button', { name: 'Send request' }))
}

const RESET = '/reset/demo-token/ResetPassword'
const ACTIVATE = '/reset/demo-token/ActivateAccount'
const PARENT = '/reset/demo-token/ActivateParent'
const VERIFY = '/verify/demo-token/PersonalEmail/1/en-CA'
const USERNAME_CHANGE = '/confirmusernamechange/demo-token/UserNameChange/1/en-CA'
const MASS_PRINT = '/massprint/demo-token/MassPrint/42'
const REGISTRATION = '/registration/demo-key'

/** A token check that lets the link through, with `data` over a plain account. */
const validLink = (data: Record<string, unknown> = {}): Answer =>
  json({
    data: {
      emailAddress: 'pat.parent@example.org',
      userName: 'pat.parent',
      activateName: null,
      activatedBy: null,
      institutionName: 'Northern College',
      ...data,
    },
  })

const family = (parent: string, student: { firstName: string; lastName: string }): Answer =>
  json({ data: { parent: { userName: parent }, students: [student] } })

const registrationData = (data: Record<string, unknown> = {}): Answer =>
  json({
    userClaim: 'new.educator@example.org',
    institutions: [{ institutionId: 7, name: 'Northern College' }],
    messages: [],
    ...data,
  })

const branding = (header: string, footer: string): Answer =>
  json({
    logos: {
      header: [{ src: 'header.svg', alt: header, href: null }],
      footer: [{ src: 'footer.svg', alt: footer, href: null }],
    },
  })

/** The compiled en-CA catalog with `overrides` as plain text messages. */
const catalog = (overrides: Record<string, string>): Answer =>
  json({
    messages: {
      ...compiledCatalog('en-CA'),
      ...Object.fromEntries(Object.entries(overrides).map(([key, text]) => [key, [text]])),
    },
  })

const ROWS: Row[] = [
  // Sign-in.
  {
    name: 'POST /api/auth/login data.errorMessage',
    open: () => '/',
    answers: (text) => ({
      'POST /api/auth/login': json({
        data: {
          errorMessage: text,
          isMustResetPassword: null,
          userAccountId: null,
          jwtToken: null,
          url: null,
        },
      }),
    }),
    act: signIn,
    shown: { as: 'text', where: alert },
  },
  {
    name: 'POST /api/auth/loginSD data.errorMessage',
    open: () => '/sdmylife',
    answers: (text) => ({
      'POST /api/auth/loginSD': json({
        data: {
          errorMessage: text,
          isMustResetPassword: null,
          userAccountId: null,
          jwtToken: null,
          url: null,
        },
      }),
    }),
    act: signIn,
    shown: { as: 'text', where: alert },
  },
  {
    name: 'POST /api/auth/redirect data.errorMessage',
    open: () => '/',
    appToken: 'kept-app-token',
    answers: (text) => ({ 'POST /api/auth/redirect': json({ data: { url: null, errorMessage: text } }) }),
    shown: { as: 'nothing', instead: () => screen.findByLabelText('Username or email') },
  },
  // Forgot password.
  {
    name: 'POST /api/auth/forgotpassword messages[0].friendlyMessage',
    open: () => '/forgot',
    answers: (text) => ({
      'POST /api/auth/forgotpassword': json({
        token: null,
        messages: [{ success: true, friendlyMessage: text, translationKey: null }],
      }),
    }),
    act: askForLink,
    shown: { as: 'text', where: statusSaying(/We sent a link to sam\.student@example\.org/) },
  },
  {
    name: 'POST /api/auth/forgotpassword messages[0].translationKey',
    open: () => '/forgot',
    answers: (text) => ({
      'POST /api/auth/forgotpassword': json({
        token: null,
        messages: [{ success: false, friendlyMessage: null, translationKey: text }],
      }),
    }),
    act: askForLink,
    shown: { as: 'text', where: alert },
  },
  // Reset and activation links: the token check.
  {
    name: 'POST /api/auth/validateemailtoken data.userName',
    open: () => RESET,
    answers: (text) => ({ 'POST /api/auth/validateemailtoken': validLink({ userName: text }) }),
    shown: { as: 'text', where: () => definitionOf('Username') },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.emailAddress',
    open: () => ACTIVATE,
    answers: (text) => ({ 'POST /api/auth/validateemailtoken': validLink({ emailAddress: text }) }),
    shown: { as: 'text', where: () => definitionOf('Email address') },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.institutionName',
    open: () => ACTIVATE,
    answers: (text) => ({ 'POST /api/auth/validateemailtoken': validLink({ institutionName: text }) }),
    shown: { as: 'text', where: () => definitionOf('Access to') },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.activateName',
    open: () => PARENT,
    // The family cannot be loaded, so the parent's name is the one the token check gave.
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': validLink({ activateName: text }),
      'POST /api/auth/familydataget': fault,
    }),
    shown: { as: 'text', where: () => definitionOf('Parent') },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.activatedBy',
    open: () => ACTIVATE,
    answers: (text) => ({ 'POST /api/auth/validateemailtoken': validLink({ activatedBy: text }) }),
    shown: {
      as: 'nothing',
      instead: () => screen.findByLabelText('Create a password', { selector: 'input' }),
    },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.message (410, expired)',
    open: () => RESET,
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': json({ data: { message: `Token expired ${text}` } }, 410),
    }),
    shown: {
      as: 'nothing',
      instead: async () => within(await alert()).getByText(LINK_EXPIRED, { exact: false }),
    },
  },
  {
    name: 'POST /api/auth/validateemailtoken data.message (400)',
    open: () => RESET,
    answers: (text) => ({ 'POST /api/auth/validateemailtoken': json({ data: { message: text } }, 400) }),
    shown: { as: 'nothing', instead: async () => within(await alert()).getByText(GENERIC_ERROR) },
  },
  // Parent activation: the family.
  {
    name: 'POST /api/auth/familydataget data.parent.userName',
    open: () => PARENT,
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': validLink(),
      'POST /api/auth/familydataget': family(text, { firstName: 'Sam', lastName: 'Student' }),
    }),
    shown: { as: 'text', where: () => definitionOf('Parent') },
  },
  {
    name: 'POST /api/auth/familydataget data.students[].firstName',
    open: () => PARENT,
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': validLink(),
      'POST /api/auth/familydataget': family('pat.parent', { firstName: text, lastName: 'Student' }),
    }),
    shown: { as: 'text', where: () => definitionOf('Your children') },
  },
  {
    name: 'POST /api/auth/familydataget data.students[].lastName',
    open: () => PARENT,
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': validLink(),
      'POST /api/auth/familydataget': family('pat.parent', { firstName: 'Sam', lastName: text }),
    }),
    shown: { as: 'text', where: () => definitionOf('Your children') },
  },
  // Higher-education activation: the email and school come in the link from the email.
  {
    name: 'link /reset/{token}/HigherEdActivation ?email=',
    open: (text) =>
      `/reset/demo-token/HigherEdActivation?${new URLSearchParams({ email: text, schoolName: 'Northern College' })}`,
    answers: () => ({}),
    shown: { as: 'text', where: () => definitionOf('Email address') },
  },
  {
    name: 'link /reset/{token}/HigherEdActivation ?schoolName=',
    open: (text) =>
      `/reset/demo-token/HigherEdActivation?${new URLSearchParams({ email: 'hana@example.org', schoolName: text })}`,
    answers: () => ({}),
    shown: { as: 'text', where: () => definitionOf('Access to') },
  },
  {
    name: 'POST /api/higher-ed/register-new-user data.message (400)',
    open: () => '/reset/demo-token/HigherEdActivation?email=hana%40example.org&schoolName=Northern',
    answers: (text) => ({ 'POST /api/higher-ed/register-new-user': json({ data: { message: text } }, 400) }),
    act: (user) => choosePassword(user, 'Create a password', 'Activate account'),
    shown: { as: 'nothing', instead: async () => within(await alert()).getByText(GENERIC_ERROR) },
  },
  {
    name: 'POST /api/auth/resetpassword data.message (400)',
    open: () => RESET,
    answers: (text) => ({
      'POST /api/auth/validateemailtoken': validLink(),
      'POST /api/auth/resetpassword': json({ data: { message: text } }, 400),
    }),
    act: (user) => choosePassword(user, 'New password', 'Sign in'),
    shown: { as: 'nothing', instead: async () => within(await alert()).getByText(GENERIC_ERROR) },
  },
  // Personal email verification.
  {
    name: 'POST /api/auth/personalemailverify data.email',
    open: () => VERIFY,
    answers: (text) => ({ 'POST /api/auth/personalemailverify': json({ data: { email: text } }) }),
    act: confirmEmail,
    shown: { as: 'text', where: statusSaying(/is confirmed/) },
  },
  {
    name: 'POST /api/auth/personalemailverify data.message (410)',
    open: () => VERIFY,
    answers: (text) => ({ 'POST /api/auth/personalemailverify': json({ data: { message: text } }, 410) }),
    act: confirmEmail,
    shown: { as: 'text', where: alert },
  },
  {
    name: 'POST /api/auth/personalemailverify data.message (409)',
    open: () => VERIFY,
    answers: (text) => ({ 'POST /api/auth/personalemailverify': json({ data: { message: text } }, 409) }),
    act: confirmEmail,
    shown: { as: 'text', where: alert },
  },
  // Username change.
  {
    name: 'POST /api/auth/confirmUserNameChange data.newEmail',
    open: () => USERNAME_CHANGE,
    answers: (text) => ({ 'POST /api/auth/confirmUserNameChange': json({ data: { newEmail: text } }) }),
    act: confirmUsername,
    shown: { as: 'text', where: statusSaying(/Use it the next time you sign in/) },
  },
  {
    name: 'POST /api/auth/confirmUserNameChange data.message (410)',
    open: () => USERNAME_CHANGE,
    answers: (text) => ({ 'POST /api/auth/confirmUserNameChange': json({ data: { message: text } }, 410) }),
    act: confirmUsername,
    shown: { as: 'text', where: alert },
  },
  {
    name: 'POST /api/auth/confirmUserNameChange data.message (409)',
    open: () => USERNAME_CHANGE,
    answers: (text) => ({ 'POST /api/auth/confirmUserNameChange': json({ data: { message: text } }, 409) }),
    act: confirmUsername,
    shown: { as: 'text', where: alert },
  },
  // Mass print: the message is read (EXPIRED or not), never shown.
  {
    name: 'POST /api/auth/massprintaddfiletoredis data.message (410, EXPIRED)',
    open: () => MASS_PRINT,
    answers: (text) => ({
      'POST /api/auth/massprintaddfiletoredis': json({ data: { message: `EXPIRED ${text}` } }, 410),
    }),
    shown: {
      as: 'nothing',
      instead: async () => within(await alert()).getByText(/This download link has expired/),
    },
  },
  {
    name: 'POST /api/auth/massprintaddfiletoredis data.message (400)',
    open: () => MASS_PRINT,
    answers: (text) => ({ 'POST /api/auth/massprintaddfiletoredis': json({ data: { message: text } }, 400) }),
    shown: { as: 'nothing', instead: async () => within(await alert()).getByText(GENERIC_ERROR) },
  },
  // SSO registration.
  {
    name: 'POST /api/auth/getregistrationdata institutions[].name',
    open: () => REGISTRATION,
    answers: (text) => ({
      'POST /api/auth/getregistrationdata': registrationData({
        institutions: [
          { institutionId: 7, name: 'Northern College' },
          { institutionId: 8, name: text },
        ],
      }),
    }),
    shown: { as: 'text', where: () => screen.findByRole('option', { name: /alert\(1\)/ }) },
  },
  {
    name: 'POST /api/auth/getregistrationdata userClaim',
    open: () => REGISTRATION,
    answers: (text) => ({ 'POST /api/auth/getregistrationdata': registrationData({ userClaim: text }) }),
    shown: { as: 'nothing', instead: () => screen.findByRole('textbox', { name: 'Email address' }) },
  },
  {
    name: 'POST /api/auth/getregistrationdata messages[].friendlyMessage',
    open: () => REGISTRATION,
    answers: (text) => ({
      'POST /api/auth/getregistrationdata': registrationData({
        messages: [{ success: false, friendlyMessage: text, translationKey: null }],
      }),
    }),
    shown: { as: 'nothing', instead: heading("Registration isn't available") },
  },
  {
    name: 'POST /api/auth/registration messages[0].translationKey',
    open: () => REGISTRATION,
    answers: (text) => ({
      'POST /api/auth/getregistrationdata': registrationData(),
      'POST /api/auth/registration': json(
        { loginUrl: null, messages: [{ success: false, friendlyMessage: null, translationKey: text }] },
        400,
      ),
    }),
    act: fillRegistration,
    shown: { as: 'text', where: alert },
  },
  {
    name: 'POST /api/auth/registration messages[0].friendlyMessage',
    open: () => REGISTRATION,
    answers: (text) => ({
      'POST /api/auth/getregistrationdata': registrationData(),
      'POST /api/auth/registration': json(
        { loginUrl: null, messages: [{ success: false, friendlyMessage: text, translationKey: null }] },
        400,
      ),
    }),
    act: fillRegistration,
    shown: { as: 'nothing', instead: async () => within(await alert()).getByText(GENERIC_ERROR) },
  },
  // Workspace chooser: the cards' names are the portal's own; the only string is each entry's url.
  {
    name: 'GET /api/auth/switchaccount data[].url',
    open: () => '/switchaccount?k=demo-key',
    answers: (text) => ({
      'GET /api/auth/switchaccount': json({
        data: [
          { userType: 4, url: text },
          { userType: 1, url: text },
        ],
      }),
    }),
    shown: { as: 'nothing', instead: () => screen.findByRole('heading', { level: 2, name: 'Educator' }) },
  },
  // Branding from the CDN (this origin in tests) and the API server.
  {
    name: 'GET /branding-assets/{package}/branding.json logos.header[].alt',
    open: () => '/florida',
    answers: (text) => ({ 'GET /branding-assets/florida/branding.json': branding(text, 'Florida') }),
    shown: { as: 'alt', place: 'header' },
  },
  {
    name: 'GET /branding-assets/{package}/branding.json logos.footer[].alt',
    open: () => '/florida',
    answers: (text) => ({ 'GET /branding-assets/florida/branding.json': branding('Florida', text) }),
    shown: { as: 'alt', place: 'footer' },
  },
  {
    name: 'GET /branding/branding-package/{institutionId} body',
    open: () => '/?institutionId=demo-hostile',
    answers: (text) => ({ 'GET /branding/branding-package/demo-hostile': () => new Response(text) }),
    // Not a package the portal knows: once the look-up has answered, the header's logo region stays empty.
    shown: {
      as: 'nothing',
      instead: () =>
        waitFor(() => {
          const region = document.querySelector<HTMLElement>('.branding--header')
          expect(region).not.toBeNull()
          expect(region).not.toHaveAttribute('aria-busy')
          expect(within(region as HTMLElement).queryAllByRole('img')).toEqual([])
          return region as HTMLElement
        }),
    },
  },
  // The catalog, fetched from this origin at start (spec section 7, GET /assets/i18n/{lang}.json).
  {
    name: 'GET /assets/i18n/en-CA.json NO_ACCOUNT_TITLE',
    open: () => '/noaccount',
    catalogFromServer: true,
    answers: (text) => ({ 'GET /assets/i18n/en-CA.json': catalog({ NO_ACCOUNT_TITLE: text }) }),
    shown: { as: 'text', where: () => screen.findByRole('heading', { level: 1 }) },
  },
  {
    name: 'GET /assets/i18n/en-CA.json NO_ACCOUNT_GUIDANCE_HTML',
    open: () => '/noaccount',
    catalogFromServer: true,
    answers: (text) => ({
      'GET /assets/i18n/en-CA.json': catalog({ NO_ACCOUNT_GUIDANCE_HTML: `<p>Guidance</p>${text}` }),
    }),
    shown: { as: 'sanitised html' },
  },
]

// --- The server, the page and what each test leaves behind -------------------------------------------------

const served: { answers: Answers; asked: string[]; unanswered: string[] } = {
  answers: {},
  asked: [],
  unanswered: [],
}

withDemoServer({
  handler: async (request) => {
    const { pathname } = new URL(request.url)
    const key = `${request.method} ${pathname}`
    const answer = served.answers[key]
    if (answer !== undefined) {
      served.asked.push(key)
      return answer()
    }
    served.unanswered.push(key)
    return new Response('Not answered in this test', { status: 404 })
  },
})

let pageBefore = ''
let referrerMetaBefore: string | null = null
let titleBefore = ''
let missingBefore: Set<string> = new Set()
let localeBefore = { locale: '', messages: {} as typeof i18n.messages }

beforeAll(() => {
  localeBefore = { locale: i18n.locale, messages: i18n.messages }
})

afterAll(() => {
  if (localeBefore.locale !== '') {
    i18n.loadAndActivate({ locale: localeBefore.locale, messages: localeBefore.messages })
  }
})

beforeEach(() => {
  pageBefore = window.location.href
  referrerMetaBefore = document.querySelector('meta[name="referrer"]')?.getAttribute('content') ?? null
  titleBefore = document.title
  missingBefore = new Set(missingKeys)
  served.answers = {}
  served.asked = []
  served.unanswered = []
})

afterEach(() => {
  // The rendered tree goes in test/support/setup.ts (cleanup), localStorage with it.
  window.history.replaceState(null, '', pageBefore)
  const meta = document.querySelector('meta[name="referrer"]')
  if (referrerMetaBefore === null) meta?.remove()
  else meta?.setAttribute('content', referrerMetaBefore)
  document.title = titleBefore
  // A server's translationKey is looked up like any key: it is "missing", and that is not this file's to keep.
  for (const key of missingKeys) if (!missingBefore.has(key)) missingKeys.delete(key)
  activateLocale('en-CA')
})

/** Opens the real app at `path`, as main.tsx starts it: the catalog, then the app on the browser's location. */
async function openPortal(row: Row, text: string) {
  served.answers = row.answers(text)
  if (row.appToken !== undefined) localStorage.setItem('appToken', row.appToken)
  window.history.replaceState(null, '', row.open(text))
  if (row.catalogFromServer === true) expect(await loadCatalog('en-CA', STAND_INS.apiTimeoutMs)).toBe(true)
  else activateLocale('en-CA')
  render(<App page={pageOf()} />)
}

/** Nothing on the page was made from the hostile string: no image of `x`, no script, no handler, no script link. */
function expectNoElementFromServer() {
  const images = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '')
  expect(images.filter((src) => src.endsWith('x'))).toEqual([])
  expect(document.body.querySelectorAll('script')).toHaveLength(0)
  expect(document.body.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0)
  const links = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
  expect(links.filter((href) => /^\s*javascript:/i.test(href))).toEqual([])
}

/** The string is nowhere on the page: not as text, not in an attribute. */
function expectNowhere(text: string) {
  expect(document.body.textContent).not.toContain(text)
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.value).not.toContain(text)
  }
}

async function expectShown(shown: Shown, text: string) {
  switch (shown.as) {
    case 'text': {
      const region = await shown.where()
      expect(region).toHaveTextContent(text, { normalizeWhitespace: false })
      return
    }
    case 'alt': {
      const logo = await waitFor(() => {
        const image = document.querySelector<HTMLImageElement>(`.branding--${shown.place} img`)
        expect(image).not.toBeNull()
        return image as HTMLImageElement
      })
      expect(logo).toHaveAttribute('alt', text)
      expect(logo.getAttribute('src')).toMatch(new RegExp(`/branding-assets/florida/${shown.place}\\.svg$`))
      expect(screen.getByRole('img', { name: text })).toBe(logo)
      return
    }
    case 'nothing': {
      expect(await shown.instead()).toBeVisible()
      expectNowhere(text)
      return
    }
    case 'sanitised html': {
      const guidance = await waitFor(() => {
        const region = document.querySelector<HTMLElement>('.guidance-html')
        expect(region).toHaveTextContent('Guidance')
        return region as HTMLElement
      })
      expect(guidance.querySelectorAll('img, script, [onerror]')).toHaveLength(0)
      expect(guidance.innerHTML).not.toMatch(/onerror|javascript:|<script/i)
      // The link's words stay readable, without the link.
      expect(guidance).toHaveTextContent('click')
      return
    }
  }
}

for (const row of ROWS) {
  describe(row.name, () => {
    it.each(Object.entries(HOSTILE))('makes no element from %s', async (_, text) => {
      const user = userEvent.setup()
      await openPortal(row, text)
      await row.act?.(user)

      await expectShown(row.shown, text)
      expectNoElementFromServer()
      // The page asked for every answer of the row (so none passed without its string arriving), and nothing else.
      expect([...new Set(served.asked)].sort()).toEqual(Object.keys(served.answers).sort())
      expect(served.unanswered).toEqual([])
    })
  })
}
