/**
 * A network that stalls once the page has come (docs/decisions/029): every script asked for after the app started
 * is held unanswered, and so is the call the person's act makes, so the check holds whether that call's code had
 * arrived already or not. Whatever it waits for, each flow's call ends in the flow's failure within the page's time
 * limit (a path run's, 2 s here: demo-api/path-runs.ts) and a margin, and nothing on the page is left busy: the
 * person is told, and can try again.
 *
 * Where a flow's call starts on arrival, before any script can be held (decision 019: the workspace chooser, the
 * branding look-up, a mass-print link's documents), its code is the screen's own, here before the call starts, and
 * the HTTP client (src/api/client.ts), which `send` loads inside the call's limit; the journey hangs the call on
 * arrival, and where the page offers a retry, holds the scripts before the retry. A limit that holds against code
 * that never settles is tested in test/api/time-limit.test.ts, and every flow's every call in
 * test/unit/flow-calls.test.ts.
 */
import { text } from '../e2e/catalog'
import type { MessageKey } from '../../src/i18n/i18n'
import { brandingPackageUrl } from '../../src/api/branding-package'
import { confirmUsernameChangeEndpoint } from '../../src/api/confirm-username-change'
import { forgotPasswordEndpoint } from '../../src/api/forgot-password'
import { logOutEndpoint } from '../../src/api/log-out'
import { loginEndpoint } from '../../src/api/login'
import { massPrintEndpoint } from '../../src/api/mass-print'
import { mustResetPasswordEndpoint } from '../../src/api/must-reset-password'
import { personalEmailVerifyEndpoint } from '../../src/api/personal-email-verify'
import { portfolioLinkingEndpoint } from '../../src/api/portfolio-linking'
import { registerHigherEdEndpoint } from '../../src/api/register-higher-ed-user'
import { registrationEndpoint } from '../../src/api/registration'
import { registrationDataEndpoint } from '../../src/api/registration-data'
import { resetPasswordEndpoint } from '../../src/api/reset-password'
import { switchAccountEndpoint } from '../../src/api/switch-account'
import { DEMO_LINKS, type DemoLinkState, type LinkFlow } from '../../demo-api/demo-links'
import { choose } from './form-steps'
import { expect, journey } from './journey'
import type { Person } from './person'
import { DEMO_PASSWORD } from './steps'

/** The run's time limit for every call of the page. */
const LIMIT_MS = 2_000
/** How long after the limit the page may take to say so, by its own clock, on a machine several suites share. */
const MARGIN_MS = 2_500

const say = (key: MessageKey) => text('en-CA', key)

/** The seeded demo link of a flow in a state (demo-api/demo-links.ts). */
function seeded(flow: LinkFlow, state: DemoLinkState): string {
  const link = DEMO_LINKS.find((candidate) => candidate.flow === flow && candidate.state === state)
  if (link === undefined) throw new Error(`no seeded ${state} link for ${flow}`)
  return link.path
}

/** What tells a person the page is still working on something: a busy region, button or spinner. */
const busyOnPage = (person: Person) =>
  person.tab.evaluate(() =>
    [...document.querySelectorAll('[aria-busy="true"], button[aria-disabled="true"], .spinner')].map(
      (element) => element.outerHTML.slice(0, 120),
    ),
  )

/** A form's failure: the error summary says the generic error. */
const genericErrorOnForm = (person: Person) => person.see('alert', say('GENERIC_ERROR'))

/** A link page's failure: its heading says so, with the generic error and a retry. */
const linkFailed = async (person: Person) => {
  await person.see('heading', say('LINK_FAILED_TITLE'))
  await person.see('text', say('GENERIC_ERROR'))
  await person.see('button', say('TRY_AGAIN'))
}

interface Flow {
  /** The flow and its call, as the test names them. */
  readonly title: string
  /** The page the person opens. */
  readonly page: string
  /** The path of the call the person's act makes, which never answers. */
  readonly call: string
  /** How the person gets from the page to where the act is, before the scripts are held. */
  readonly arrive?: (person: Person) => Promise<void>
  /** What the person does before the act, once the scripts are held (typing into a form starts loading its code). */
  readonly before?: (person: Person) => Promise<void>
  /** The person's act, which starts the call; none where the call starts on arrival only. */
  readonly act?: (person: Person) => Promise<void>
  /** What the person sees once the call has failed. */
  readonly failed: (person: Person) => Promise<void>
  /** Words the failure puts on the page that are not there while the call waits: the page's stopwatch stops on them. */
  readonly says?: MessageKey
  /**
   * A script the act's call needs that is asked for only once the person starts using the form, after the scripts
   * are held: the journey checks it was held. (Elsewhere the transport may have come already, the call's hanging
   * answer then being what is waited for.)
   */
  readonly holds?: RegExp
  /**
   * The call starts on arrival (decision 019), before scripts can be held: it hangs from the page's opening and
   * fails first there; an act, after the scripts are held, tries it again.
   */
  readonly onArrival?: true
}

const FLOWS: readonly Flow[] = [
  {
    title: 'sign-in: Sign in',
    page: '/',
    call: loginEndpoint.path,
    before: async (person) => {
      await person.fillIn(say('USERNAME_OR_EMAIL'), 'sam.student')
      await person.fillIn(say('PASSWORD'), DEMO_PASSWORD)
    },
    act: (person) => person.press(say('SIGN_IN_BUTTON')),
    failed: genericErrorOnForm,
    // The sign-in calls' own chunk loads once the person starts using the form (src/screens/sign-in/sign-in.tsx).
    holds: /\/login-[\w-]+\.js$/,
  },
  {
    title: 'forgot password: Send link',
    page: '/forgot',
    call: forgotPasswordEndpoint.path,
    before: (person) => person.fillIn(say('EMAIL'), 'sam.student@example.org'),
    act: (person) => person.press(say('SEND_LINK')),
    failed: genericErrorOnForm,
  },
  {
    title: 'must reset: Save password',
    page: '/',
    call: mustResetPasswordEndpoint.path,
    arrive: async (person) => {
      await person.fillIn(say('USERNAME_OR_EMAIL'), 'max.mustreset')
      await person.fillIn(say('PASSWORD'), DEMO_PASSWORD)
      await person.press(say('SIGN_IN_BUTTON'))
      await person.seeAddress(/\/mustreset$/)
      await person.see('field', say('NEW_PASSWORD'))
    },
    before: (person) => person.fillIn(say('NEW_PASSWORD'), 'Brand-new-pass-2024'),
    act: (person) => person.press(say('SAVE_PASSWORD')),
    failed: genericErrorOnForm,
  },
  {
    title: 'reset password: Sign in with the new password',
    page: seeded('reset', 'valid'),
    call: resetPasswordEndpoint.path,
    before: (person) => person.fillIn(say('NEW_PASSWORD'), 'Brand-new-pass-2024'),
    act: (person) => person.press(say('SIGN_IN_BUTTON')),
    failed: genericErrorOnForm,
  },
  {
    title: 'higher-education activation: Activate account',
    page: seeded('higherEdActivation', 'valid'),
    call: registerHigherEdEndpoint.path,
    before: (person) => person.fillIn(say('CREATE_PASSWORD'), 'Brand-new-pass-2024'),
    act: (person) => person.press(say('ACTIVATE_ACCOUNT_BUTTON')),
    failed: genericErrorOnForm,
  },
  {
    title: 'personal email verification: Confirm my email address',
    page: seeded('verifyEmail', 'valid'),
    call: personalEmailVerifyEndpoint.path,
    act: (person) => person.press(say('CONFIRM_EMAIL_BUTTON')),
    failed: linkFailed,
  },
  {
    title: 'username change: Confirm my new username',
    page: seeded('usernameChange', 'valid'),
    call: confirmUsernameChangeEndpoint.path,
    act: (person) => person.press(say('CONFIRM_USERNAME_BUTTON')),
    failed: linkFailed,
  },
  {
    title: 'mass print: the documents, on arrival and tried again',
    page: seeded('massPrint', 'valid'),
    call: massPrintEndpoint.path,
    onArrival: true,
    act: async (person) => {
      await person.press(say('TRY_AGAIN'))
      await person.seeNo('button', say('TRY_AGAIN'))
    },
    failed: linkFailed,
  },
  {
    title: 'SSO registration: the registration data, following the link to register',
    page: '/account/demo-sso-educator',
    call: registrationDataEndpoint.path,
    act: (person) => person.follow(say('ACCOUNT_WELCOME_REGISTER')),
    says: 'REGISTRATION_LOAD_FAILED_TITLE',
    failed: async (person) => {
      await person.see('heading', say('REGISTRATION_LOAD_FAILED_TITLE'))
      await person.see('button', say('TRY_AGAIN'))
    },
  },
  {
    title: 'SSO registration: Send request',
    page: '/registration/demo-sso-educator',
    call: registrationEndpoint.path,
    before: async (person) => {
      await person.fillIn(say('FIRST_NAME'), 'Zoë')
      await person.fillIn(say('LAST_NAME'), "O'Neil")
      await choose(person, say('INSTITUTION'), 'Riverside')
    },
    act: (person) => person.press(say('SEND_REQUEST')),
    failed: genericErrorOnForm,
  },
  {
    title: 'portfolio linking: Link account',
    page: '/portfoliolinking/demo-sso-student/student',
    call: portfolioLinkingEndpoint.path,
    before: async (person) => {
      await person.fillIn(say('USERNAME_OR_EMAIL'), 'sam.student')
      await person.fillIn(say('PASSWORD'), DEMO_PASSWORD)
    },
    act: (person) => person.press(say('LINK_ACCOUNT_BUTTON')),
    failed: genericErrorOnForm,
  },
  {
    title: 'workspace chooser: the workspaces, on arrival',
    page: '/switchaccount?k=demo-k-one',
    call: switchAccountEndpoint.path,
    onArrival: true,
    failed: async (person) => {
      await person.see('heading', say('SIGN_IN_TITLE'))
      await person.see('text', say('GENERIC_ERROR'))
      await person.seeAddress(/^https?:\/\/[^/]+\/(\?.*)?$/)
    },
  },
  {
    title: 'log out: Sign out',
    page: '/switchaccount?k=demo-k-one',
    call: logOutEndpoint.path,
    // The chooser's header: ending the session fails, and the person is signed out on this browser all the same.
    act: (person) => person.press(say('LOG_OUT')),
    says: 'SIGN_IN_INTRO',
    failed: async (person) => {
      await person.see('heading', say('SIGN_IN_TITLE'))
      await person.seeNo('button', say('LOGGING_OUT'))
    },
  },
  {
    title: 'branding: the institution’s package, on arrival',
    page: '/?institutionId=demo-florida',
    call: new URL(brandingPackageUrl('demo-florida', 'http://portal.invalid')).pathname,
    onArrival: true,
    // Logos are decoration: the page is left unbranded, its logos' places no longer busy.
    failed: (person) =>
      person.waitUntil(
        'the logos’ places to stop waiting',
        async () => (await busyOnPage(person)).length === 0,
      ),
  },
]

journey.describe(
  'a call whose code or answer never arrives ends in its flow’s failure, within the limit',
  () => {
    for (const flow of FLOWS) {
      journey(flow.title, async ({ person }) => {
        const run = person.pathRun({ limitMs: LIMIT_MS })
        try {
          if (flow.onArrival === true) {
            await run.answerNext(flow.call, { network: 'hangs' })
            const opened = Date.now()
            await run.open(flow.page)
            await seeFailure(person, flow, { since: opened, within: LIMIT_MS + 2 * MARGIN_MS })
          } else {
            await run.open(flow.page)
          }
          const { act } = flow
          if (act === undefined) return
          await flow.arrive?.(person)
          await run.holdScripts()
          await flow.before?.(person)
          await run.answerNext(flow.call, { network: 'hangs' })
          await startStopwatch(person, say(flow.says ?? 'GENERIC_ERROR'))
          await act(person)
          await flow.failed(person)
          // Timed by the page's own clock, from the press to the failure's words: what the person waits, without
          // the driver's round trips, which a loaded machine stretches by seconds. Not before the limit: the call
          // waited for what never came, it did not fail for another reason.
          const took = await stopwatchReading(person)
          expect(took, 'the time from the press to the failure').toBeLessThan(LIMIT_MS + MARGIN_MS)
          expect(took, 'the time from the press to the failure').toBeGreaterThanOrEqual(LIMIT_MS - 100)
          expect(await busyOnPage(person), 'what is still busy').toEqual([])
          if (flow.holds !== undefined) {
            const held = await run.heldScripts()
            expect(
              held.some((path) => flow.holds?.test(path)),
              `the scripts held: ${held.join(', ')}`,
            ).toBe(true)
          }
        } finally {
          await run.end()
        }
      })
    }
  },
)

/** Sees the flow's failure, within `within` ms of `since`, with nothing left busy. */
async function seeFailure(
  person: Person,
  flow: Flow,
  { since, within }: { since: number; within: number },
): Promise<void> {
  await flow.failed(person)
  expect(Date.now() - since, 'the time to the failure').toBeLessThan(within)
  expect(await busyOnPage(person), 'what is still busy').toEqual([])
}

interface Stopwatch {
  /** When the page received the press, by its clock; null before. */
  pressed: number | null
  /** Whether the words were off the page since the press. */
  gone: boolean
  /** When the words came (back) after the press; null before. */
  said: number | null
}

/**
 * Starts a stopwatch in the page: it starts at the first click the page receives and stops when `words` come into
 * the page after it (after having left it, where an earlier failure showed them: the mass-print retry).
 */
const startStopwatch = (person: Person, words: string) =>
  person.tab.evaluate((words: string) => {
    const watch: Stopwatch = { pressed: null, gone: false, said: null }
    const shown = () => document.body.textContent?.includes(words) === true
    Object.assign(window, { stopwatch: watch })
    document.addEventListener(
      'click',
      () => {
        if (watch.pressed !== null) return
        watch.pressed = performance.now()
        watch.gone = !shown()
      },
      { capture: true },
    )
    new MutationObserver(() => {
      if (watch.pressed === null || watch.said !== null) return
      if (!shown()) watch.gone = true
      else if (watch.gone) watch.said = performance.now()
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, words)

/** The milliseconds from the press to the failure's words, by the page's clock. */
async function stopwatchReading(person: Person): Promise<number> {
  const watch = await person.tab.evaluate(() => Reflect.get(window, 'stopwatch') as Stopwatch)
  if (watch.pressed === null) throw new Error('the page received no press')
  if (watch.said === null) throw new Error('the failure’s words never came into the page after the press')
  return watch.said - watch.pressed
}
