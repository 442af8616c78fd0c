/**
 * The portal's Trusted Types policies (docs/decisions/025): the only ways a string may reach a place where the
 * browser would run it or parse it as HTML. The Content-Security-Policy (deploy/csp.ts) requires Trusted Types for
 * scripts and allows exactly these names, each created once. A `default` policy exists only where analytics is
 * configured, and it lets through only the analytics tag's own scripts, so a string that reaches a sink any other
 * way is refused and reported.
 *
 * A leaf, like src/config.ts: the server's policy and the app's policies read the names from here (the guidance
 * module writes its own out, to keep its chunk apart; test/unit/trusted-types.test.tsx checks it is this one). It
 * is loaded with the outside scripts' chunk (vite.config.ts), never with the entry.
 */

/** DOMPurify's output for the catalog's guidance HTML, and the HTML it parses on the way (src/content). */
export const GUIDANCE_HTML_POLICY = 'portal-guidance-html'
/** The design system's script on the CDN and the analytics script, only as the configuration names them. */
export const SCRIPT_URLS_POLICY = 'portal-script-urls'
/** The head script of a prerendered page, which starts the build's entry modules (src/start/head.ts). */
export const ENTRY_SCRIPTS_POLICY = 'portal-entry-scripts'
/** The flow studio's layout worker, a file of the build (src/dev; only in builds that have the studio). */
export const FLOW_STUDIO_WORKER_POLICY = 'portal-flow-studio-worker'

/**
 * The policy the browser asks about every string that reaches a sink without a policy. Only where analytics is
 * configured for the page's host, for the scripts Google's tag adds by assigning strings (src/browser/analytics-
 * tag-policy.ts); listed by the server's policy only where its configuration has analytics.
 */
export const DEFAULT_POLICY = 'default'

/** The part of the Trusted Types API the portal uses: TypeScript's DOM types do not describe it. */
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: TrustedTypesRules): TrustedTypesPolicy
}

/**
 * A policy's rules. A rule of the default policy refuses by returning null: the browser then blocks the value and
 * reports the violation; a rule that throws blocks it too, but nothing is reported. A named policy's rules throw,
 * to the caller that asked.
 */
export interface TrustedTypesRules {
  createHTML?: (input: string) => string | null
  createScript?: (input: string) => string | null
  createScriptURL?: (input: string) => string | null
}

/** A policy: each of its rules as a function that returns the browser's typed value (only the rules it was given). */
export interface TrustedTypesPolicy {
  readonly name: string
  createHTML(input: string): TrustedHTML
  createScriptURL(input: string): TrustedScriptURL
}

/** What the browser hands back for a script URL, to assign where a URL string would go. */
export interface TrustedScriptURL {
  toString(): string
}

/** The window's Trusted Types factory, or null in an engine without Trusted Types (and in Node and jsdom). */
function trustedTypesOf(host: object): TrustedTypesFactory | null {
  const factory: unknown = Reflect.get(host, 'trustedTypes')
  return typeof factory === 'object' && factory !== null && 'createPolicy' in factory
    ? (factory as TrustedTypesFactory)
    : null
}

/** Each window's policies by name: a second createPolicy with a name would be refused (no 'allow-duplicates'). */
const created = new WeakMap<TrustedTypesFactory, Map<string, TrustedTypesPolicy>>()

/**
 * The window's policy of this name, created on first use with the rules `rules()` gives; null where the engine has
 * no Trusted Types, where nothing would stop a string anyway.
 */
export function policyOf(
  host: object,
  name: string,
  rules: () => TrustedTypesRules,
): TrustedTypesPolicy | null {
  const factory = trustedTypesOf(host)
  if (factory === null) return null
  const policies = created.get(factory) ?? new Map<string, TrustedTypesPolicy>()
  created.set(factory, policies)
  const policy = policies.get(name) ?? factory.createPolicy(name, rules())
  policies.set(name, policy)
  return policy
}
