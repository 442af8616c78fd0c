/**
 * The stateful demo API: one Web-standard handler that speaks docs/api-contract.md, plus a few HTML pages
 * under /demo/* that stand in for the product and partner hosts. It uses only Web APIs, so the same code
 * runs behind the Vite dev/preview server (node-adapter.ts), a plain node:http server and MSW.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SLOW_SIGN_IN_MS, type DemoAccount } from './accounts.ts'

export type TranslationLanguage = 'en-CA' | 'fr-CA' | 'en-GB'
export type LanguageType = 1 | 3 | 8

export interface SentMail {
  readonly to: string
  readonly username: string
  readonly userAccountId: number
  readonly token: string
  readonly languageType: LanguageType
  readonly translationLanguage: TranslationLanguage
}

export interface DemoApiOptions {
  /** Replaces the real wait of `fault.slow`, so tests need not sleep. */
  delay?: (ms: number) => Promise<void>
}

export interface DemoApi {
  (request: Request): Promise<Response>
  /** Forgot-password mails "sent" so far, oldest first. */
  sentMails(): readonly SentMail[]
}

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
export const MIN_PASSWORD_LENGTH = 8

export const MESSAGES = {
  unknownUsername: 'Unknown username',
  wrongPassword: 'The password you entered is incorrect.',
  notActivated: 'This account has not been activated yet.',
  ambiguousEmail: 'Several accounts use this email address. Sign in with your username instead.',
  sessionExpired: 'Session expired',
  xsrf: 'XSRF token missing or invalid',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  badResetToken: 'The reset token is invalid or has already been used.',
  passwordTooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  serverFault: 'Internal server error (demo fault)',
  internalError: 'Internal server error',
} as const

const FORGOT_SENT: Record<TranslationLanguage, string> = {
  'en-CA': 'If the address is right, the email arrives within 5 minutes.',
  'en-GB': 'If the address is right, the email arrives within 5 minutes.',
  'fr-CA': 'Si l’adresse est la bonne, le courriel arrivera d’ici 5 minutes.',
}

const FAULT_URLS = {
  unsafe: 'javascript:alert(document.domain)',
  offsite: 'https://evil.example/steal',
} as const

/* ------------------------------------------------------------------------------------------------------ */
/* Tokens and the XSRF cookie                                                                              */
/* ------------------------------------------------------------------------------------------------------ */

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * An empty value counts as absent: an empty token must never satisfy the double-submit check. Commas split
 * too: cookie values cannot contain them, and MSW joins the cookies it adds with `Headers.append` (", ").
 */
function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (header === null) return null
  for (const part of header.split(/[;,]/)) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    return value === '' ? null : value
  }
  return null
}

// Not HttpOnly on purpose: the page script reads the cookie to echo it in the X-XSRF-TOKEN header.
function xsrfSetCookie(token: string): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`
}

/** The Set-Cookie value to add to a response when the request carried no XSRF cookie, else null. */
export function xsrfCookieHeader(request: Request): string | null {
  return readCookie(request, XSRF_COOKIE) === null ? xsrfSetCookie(randomToken()) : null
}

/* ------------------------------------------------------------------------------------------------------ */
/* Responses                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

const NO_STORE = { 'Cache-Control': 'no-store' }

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  })
}

function apiError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { data: { message } }, headers)
}

/** Marks a string as already-escaped HTML, so the `html` tag inserts it verbatim. */
class SafeHtml {
  constructor(readonly value: string) {}
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function renderValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(renderValue).join('')
  return escapeHtml(String(value))
}

/** Escapes every interpolated value unless it is itself `html`, so no page can forget to escape. */
function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += renderValue(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

// Explicit colours for both schemes: UA defaults for links in dark mode do not reliably meet contrast.
const PAGE_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4a4a4a; --link: #0a58ca;
  --accent: #0b57d0; --on-accent: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #ececec; --muted: #c4c4c4; --link: #8ab4f8; --accent: #8ab4f8;
    --on-accent: #0b1a33; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
a { color: var(--link); }
dt { font-weight: 600; }
dd { margin: 0 0 0.75rem; }
code { overflow-wrap: anywhere; }
.note { color: var(--muted); border-left: 4px solid var(--muted); padding-left: 0.75rem; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 0; border-radius: 0.25rem; background: var(--accent);
  color: var(--on-accent); cursor: pointer; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
`

// Defence in depth behind the escaping: no script can run on these pages even if a value slipped through.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

function page(status: number, options: { lang: string; title: string; body: SafeHtml }): Response {
  const markup = html`<!doctype html>
    <html lang="${options.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title}</title>
        <style>
          ${new SafeHtml(PAGE_CSS)}
        </style>
      </head>
      <body>
        <main>${options.body}</main>
      </body>
    </html> `
  return new Response(markup.value, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}

function notFoundPage(): Response {
  return page(404, {
    lang: 'en',
    title: 'Page not found',
    body: html`<h1>Page not found</h1>
      <p>The demo API has no page at this address.</p>
      <p><a href="/">Back to sign-in</a></p>`,
  })
}

function methodNotAllowedPage(allow: string): Response {
  const response = page(405, {
    lang: 'en',
    title: 'Method not allowed',
    body: html`<h1>Method not allowed</h1>
      <p><a href="/">Back to sign-in</a></p>`,
  })
  response.headers.set('Allow', allow)
  return response
}

/* ------------------------------------------------------------------------------------------------------ */
/* Request parsing                                                                                         */
/* ------------------------------------------------------------------------------------------------------ */

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value })
const fail = <T>(message: string): Parsed<T> => ({ ok: false, message })

// Same shape valibot's uuid() accepts, which is what the portal validates before sending.
const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The contract's envelope for every JSON call: a Device header (empty is fine) and a JSON object body. */
async function readJsonBody(request: Request): Promise<Parsed<Record<string, unknown>>> {
  if (!request.headers.has('device')) return fail('The Device header is required.')
  if (mediaType(request) !== 'application/json') return fail('Content-Type must be application/json.')
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return fail('The body is not valid JSON.')
  }
  return isRecord(body) ? ok(body) : fail('The body must be a JSON object.')
}

interface LoginBody {
  Username: string
  Password: string
}

function parseLoginBody(body: Record<string, unknown>): Parsed<LoginBody> {
  const { Username, Password, RequestId, SelectedLanguage, remember } = body
  if (typeof Username !== 'string') return fail('Username must be a string.')
  if (typeof Password !== 'string') return fail('Password must be a string.')
  if (typeof RequestId !== 'string' || !UUID.test(RequestId)) return fail('RequestId must be a uuid.')
  if (SelectedLanguage !== 0 && SelectedLanguage !== 1) return fail('SelectedLanguage must be 0 or 1.')
  if (typeof remember !== 'boolean') return fail('remember must be a boolean.')
  return ok({ Username, Password })
}

interface ForgotBody {
  email: string
  languageType: LanguageType
  translationLanguage: TranslationLanguage
}

function parseForgotBody(body: Record<string, unknown>): Parsed<ForgotBody> {
  const { email, languageType, translationLanguage } = body
  if (typeof email !== 'string') return fail('email must be a string.')
  if (languageType !== 1 && languageType !== 3 && languageType !== 8) {
    return fail('languageType must be 1, 3 or 8.')
  }
  if (translationLanguage !== 'en-CA' && translationLanguage !== 'fr-CA' && translationLanguage !== 'en-GB') {
    return fail('translationLanguage must be en-CA, fr-CA or en-GB.')
  }
  return ok({ email, languageType, translationLanguage })
}

interface MustResetBody {
  userAccountId: number
  password: string
  token: string
}

function parseMustResetBody(body: Record<string, unknown>): Parsed<MustResetBody> {
  const { UserAccountId, Password, resetPasswordType, Token } = body
  const userAccountId =
    typeof UserAccountId === 'number'
      ? UserAccountId
      : typeof UserAccountId === 'string' && /^\d+$/.test(UserAccountId)
        ? Number(UserAccountId)
        : Number.NaN
  if (!Number.isSafeInteger(userAccountId)) return fail('UserAccountId must be an integer or a digit string.')
  if (typeof Password !== 'string') return fail('Password must be a string.')
  if (resetPasswordType !== 'MustResetPassword') return fail('resetPasswordType must be "MustResetPassword".')
  if (typeof Token !== 'string') return fail('Token must be a string.')
  return ok({ userAccountId, password: Password, token: Token })
}

/* ------------------------------------------------------------------------------------------------------ */
/* State                                                                                                   */
/* ------------------------------------------------------------------------------------------------------ */

interface AccountState {
  readonly account: DemoAccount
  password: string
  mustResetPassword: boolean
}

interface Session {
  readonly token: string
  readonly account: DemoAccount
  readonly viaSD: boolean
  readonly redirect: string | null
}

interface State {
  readonly accounts: AccountState[]
  /** By session token (the jwtToken/appToken handed out on sign-in). */
  readonly sessions: Map<string, Session>
  /** One live reset token per account id; a newer sign-in replaces the older token. */
  readonly resetTokens: Map<number, string>
  readonly mails: SentMail[]
}

function freshState(): State {
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({
      account,
      password: DEMO_PASSWORD,
      mustResetPassword: account.mustResetPassword,
    })),
    sessions: new Map(),
    resetTokens: new Map(),
    mails: [],
  }
}

interface Context {
  readonly request: Request
  readonly url: URL
  readonly state: State
  /** The XSRF cookie the request carried, or null. */
  readonly xsrfCookie: string | null
  /** The token this response's page may embed: the request's cookie, or the one about to be set. */
  readonly xsrfToken: string
  readonly delay: (ms: number) => Promise<void>
}

function signedInUrl(session: Session, origin: string): string {
  if (session.account.fault === 'unsafe') return FAULT_URLS.unsafe
  if (session.account.fault === 'offsite') return FAULT_URLS.offsite
  const url = `${origin}/demo/signed-in?session=${encodeURIComponent(session.token)}`
  return session.redirect === null ? url : `${url}&redirect=${encodeURIComponent(session.redirect)}`
}

/* ------------------------------------------------------------------------------------------------------ */
/* /api/*                                                                                                  */
/* ------------------------------------------------------------------------------------------------------ */

function loginError(errorMessage: string): Response {
  return json(200, {
    data: { errorMessage, isMustResetPassword: null, userAccountId: null, jwtToken: null, url: null },
  })
}

function findForLogin(state: State, username: string): AccountState[] {
  const key = username.trim().toLowerCase()
  const byName = state.accounts.filter((entry) => entry.account.username.toLowerCase() === key)
  if (byName.length > 0) return byName
  return state.accounts.filter((entry) => entry.account.email.toLowerCase() === key)
}

async function login(context: Context, viaSD: boolean): Promise<Response> {
  const body = await readJsonBody(context.request)
  if (!body.ok) return apiError(400, body.message)
  const parsed = parseLoginBody(body.value)
  if (!parsed.ok) return apiError(400, parsed.message)

  const [entry, ...others] = findForLogin(context.state, parsed.value.Username)
  if (entry === undefined) return apiError(401, MESSAGES.unknownUsername)
  if (others.length > 0) return loginError(MESSAGES.ambiguousEmail)

  const { account } = entry
  switch (account.fault) {
    case 'server':
      return apiError(500, MESSAGES.serverFault)
    case 'garbled':
      return new Response('<html>oops</html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE },
      })
    case 'schema':
      return json(200, { data: { url: 42 } })
    case 'slow':
      await context.delay(SLOW_SIGN_IN_MS)
      break
    case 'unsafe':
    case 'offsite':
    case null:
      break
  }

  if (account.fault === null && parsed.value.Password !== entry.password) {
    return loginError(MESSAGES.wrongPassword)
  }
  if (!account.activated) return loginError(MESSAGES.notActivated)

  if (entry.mustResetPassword) {
    const resetToken = randomToken()
    context.state.resetTokens.set(account.userAccountId, resetToken)
    return json(200, {
      data: {
        errorMessage: null,
        isMustResetPassword: true,
        userAccountId: account.userAccountId,
        jwtToken: resetToken,
        url: null,
      },
    })
  }

  const redirect = context.url.searchParams.get('redirect')
  const session: Session = {
    token: randomToken(),
    account,
    viaSD,
    // An empty ?redirect= asks for nothing, so it is not remembered.
    redirect: redirect === null || redirect === '' ? null : redirect,
  }
  context.state.sessions.set(session.token, session)
  return json(200, {
    data: {
      errorMessage: null,
      isMustResetPassword: false,
      userAccountId: account.userAccountId,
      jwtToken: session.token,
      url: signedInUrl(session, context.url.origin),
    },
  })
}

async function resumeSession(context: Context): Promise<Response> {
  const body = await readJsonBody(context.request)
  if (!body.ok) return apiError(400, body.message)
  const { Token } = body.value
  if (typeof Token !== 'string') return apiError(400, 'Token must be a string.')
  const session = context.state.sessions.get(Token)
  if (session === undefined) return apiError(401, MESSAGES.sessionExpired)
  return json(200, { data: { url: signedInUrl(session, context.url.origin), errorMessage: null } })
}

async function forgotPassword(context: Context): Promise<Response> {
  const body = await readJsonBody(context.request)
  if (!body.ok) return apiError(400, body.message)
  const parsed = parseForgotBody(body.value)
  if (!parsed.ok) return apiError(400, parsed.message)
  const { email, languageType, translationLanguage } = parsed.value

  const key = email.trim().toLowerCase()
  const [entry, ...others] = context.state.accounts.filter(
    (candidate) => candidate.account.email.toLowerCase() === key,
  )
  if (entry === undefined) return json(404, { token: null, messages: [] })
  if (others.length > 0) {
    return json(409, {
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'MULTIPLE_USER_FOUND_ERROR' }],
    })
  }
  if (!entry.account.activated) {
    return json(400, {
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
    })
  }

  const token = randomToken()
  context.state.mails.push({
    to: entry.account.email,
    username: entry.account.username,
    userAccountId: entry.account.userAccountId,
    token,
    languageType,
    translationLanguage,
  })
  return json(200, {
    token,
    messages: [{ success: true, friendlyMessage: FORGOT_SENT[translationLanguage], translationKey: null }],
  })
}

async function mustResetPassword(context: Context): Promise<Response> {
  const body = await readJsonBody(context.request)
  if (!body.ok) return apiError(400, body.message)
  const parsed = parseMustResetBody(body.value)
  if (!parsed.ok) return apiError(400, parsed.message)
  const { userAccountId, password, token } = parsed.value

  const entry = context.state.accounts.find((candidate) => candidate.account.userAccountId === userAccountId)
  if (entry === undefined || context.state.resetTokens.get(userAccountId) !== token) {
    return apiError(400, MESSAGES.badResetToken)
  }
  // Checked after the token and before spending it, so a too-short attempt can be retried.
  if (password.length < MIN_PASSWORD_LENGTH) return apiError(400, MESSAGES.passwordTooShort)

  entry.password = password
  entry.mustResetPassword = false
  context.state.resetTokens.delete(userAccountId)
  return json(200, { data: { success: true } })
}

const API_ROUTES: Record<string, (context: Context) => Promise<Response>> = {
  '/api/auth/login': (context) => login(context, false),
  '/api/auth/loginSD': (context) => login(context, true),
  '/api/auth/redirect': resumeSession,
  '/api/auth/forgotpassword': forgotPassword,
  '/api/auth/mustresetpassword': mustResetPassword,
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

async function routeApi(context: Context): Promise<Response> {
  const { request } = context
  // Before routing, so an unknown path gives a forged request no information either.
  if (!SAFE_METHODS.has(request.method)) {
    const header = request.headers.get(XSRF_HEADER)
    if (context.xsrfCookie === null || header !== context.xsrfCookie) return apiError(403, MESSAGES.xsrf)
  }
  const route = Object.hasOwn(API_ROUTES, context.url.pathname) ? API_ROUTES[context.url.pathname] : undefined
  if (route === undefined) return apiError(404, MESSAGES.notFound)
  if (request.method !== 'POST') return apiError(405, MESSAGES.methodNotAllowed, { Allow: 'POST' })
  return route(context)
}

/* ------------------------------------------------------------------------------------------------------ */
/* /demo/*                                                                                                 */
/* ------------------------------------------------------------------------------------------------------ */

function signedInPage(context: Context): Response {
  const token = context.url.searchParams.get('session')
  const session = token === null ? undefined : context.state.sessions.get(token)
  if (session === undefined) {
    return page(401, {
      lang: 'en',
      title: 'Not signed in',
      body: html`<h1>Not signed in</h1>
        <p>This session has ended or never existed.</p>
        <p><a href="/">Go to sign-in</a></p>`,
    })
  }
  const { account } = session
  return page(200, {
    lang: 'en',
    title: `Signed in as ${account.displayName}`,
    body: html`<h1>Signed in</h1>
      <p>You are signed in as ${account.displayName} (${account.userTypeNames.join(', ')}).</p>
      <dl>
        <dt>Sign-in route</dt>
        <dd>
          ${session.viaSD ? 'Through the SD login (/api/auth/loginSD)' : 'Through the standard login (/api/auth/login)'}
        </dd>
        <dt>Requested redirect</dt>
        <dd>${session.redirect === null ? 'None' : html`<code>${session.redirect}</code>`}</dd>
      </dl>
      <p class="note">
        This page stands in for the product: after a real sign-in the browser would land in the career planner
        here.
      </p>
      <form method="post" action="/demo/sign-out">
        <input type="hidden" name="session" value="${session.token}" />
        <input type="hidden" name="_xsrf" value="${context.xsrfToken}" />
        <button type="submit">Sign out</button>
      </form>`,
  })
}

async function signOut(context: Context): Promise<Response> {
  const { request } = context
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return page(400, {
      lang: 'en',
      title: 'Sign-out refused',
      body: html`<h1>Sign-out refused</h1>
        <p>Sign-out expects a form post.</p>
        <p><a href="/">Back to sign-in</a></p>`,
    })
  }
  const form = new URLSearchParams(await request.text())
  if (context.xsrfCookie === null || form.get('_xsrf') !== context.xsrfCookie) {
    return page(403, {
      lang: 'en',
      title: 'Sign-out refused',
      body: html`<h1>Sign-out refused</h1>
        <p>The form's security token did not match. Reload the page and try again.</p>
        <p><a href="/">Back to sign-in</a></p>`,
    })
  }
  const token = form.get('session')
  if (token !== null) context.state.sessions.delete(token)
  return new Response(null, { status: 303, headers: { Location: '/', ...NO_STORE } })
}

function partnerSitePage(context: Context): Response {
  const port = context.url.port === '' ? '' : `:${context.url.port}`
  return page(200, {
    lang: 'en-GB',
    title: 'Partner site (demo)',
    body: html`<h1>UK partner site</h1>
      <p>
        This page stands in for the UK partner's website, which sends its visitors to the career planner's UK
        sign-in.
      </p>
      <p><a href="http://partner.localhost${port}/">Sign in to the career planner</a></p>`,
  })
}

type ProductPage = 'help' | 'contact' | 'privacy' | 'terms'

const PRODUCT_LANGUAGES = {
  en: {
    lang: 'en-CA',
    titles: { help: 'Help', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms of use' },
    note: 'This page stands in for the product host’s page.',
    back: 'Back to sign-in',
  },
  fr: {
    lang: 'fr-CA',
    titles: {
      help: 'Aide',
      contact: 'Nous joindre',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
    },
    note: 'Cette page tient lieu de la page du site du produit.',
    back: 'Retour à la connexion',
  },
  'en-gb': {
    lang: 'en-GB',
    titles: { help: 'Help', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms of use' },
    note: 'This page stands in for the product host’s page.',
    back: 'Back to sign-in',
  },
} as const satisfies Record<
  string,
  { lang: string; titles: Record<ProductPage, string>; note: string; back: string }
>

function productPage(language: string, pageName: string): Response {
  if (!Object.hasOwn(PRODUCT_LANGUAGES, language)) return notFoundPage()
  const copy = PRODUCT_LANGUAGES[language as keyof typeof PRODUCT_LANGUAGES]
  if (!Object.hasOwn(copy.titles, pageName)) return notFoundPage()
  const title = copy.titles[pageName as ProductPage]
  return page(200, {
    lang: copy.lang,
    title,
    body: html`<h1>${title}</h1>
      <p>${copy.note}</p>
      <p><a href="/">${copy.back}</a></p>`,
  })
}

const PRODUCT_PATH = /^\/demo\/product\/([^/]+)\/([^/]+)$/

async function routeDemo(context: Context): Promise<Response> {
  const { pathname } = context.url
  const method = context.request.method === 'HEAD' ? 'GET' : context.request.method
  const getOnly = (render: () => Response): Response =>
    method === 'GET' ? render() : methodNotAllowedPage('GET')

  if (pathname === '/demo/signed-in') return getOnly(() => signedInPage(context))
  if (pathname === '/demo/partner-site') return getOnly(() => partnerSitePage(context))
  if (pathname === '/demo/sign-out')
    return method === 'POST' ? signOut(context) : methodNotAllowedPage('POST')
  const product = PRODUCT_PATH.exec(pathname)
  if (product !== null) return getOnly(() => productPage(product[1] ?? '', product[2] ?? ''))
  return notFoundPage()
}

/* ------------------------------------------------------------------------------------------------------ */
/* Entry point                                                                                             */
/* ------------------------------------------------------------------------------------------------------ */

const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const state = freshState()
  const delay = options.delay ?? realDelay

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const xsrfCookie = readCookie(request, XSRF_COOKIE)
    const context: Context = {
      request,
      url,
      state,
      xsrfCookie,
      xsrfToken: xsrfCookie ?? randomToken(),
      delay,
    }

    let response: Response
    try {
      if (isUnder(url.pathname, '/api')) response = await routeApi(context)
      else if (isUnder(url.pathname, '/demo')) response = await routeDemo(context)
      else response = apiError(404, MESSAGES.notFound)
    } catch (error) {
      // A bug in the demo must look like a server failure to the portal, not crash the dev server.
      console.error('[demo-api]', error)
      response = apiError(500, MESSAGES.internalError)
    }

    if (xsrfCookie === null) response.headers.append('Set-Cookie', xsrfSetCookie(context.xsrfToken))
    if (request.method === 'HEAD') {
      return new Response(null, { status: response.status, headers: response.headers })
    }
    return response
  }

  return Object.assign(handle, { sentMails: (): readonly SentMail[] => [...state.mails] })
}
