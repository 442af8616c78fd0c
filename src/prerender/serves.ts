/**
 * Which raw paths a prerendered page serves (decision 026): those the route matcher (src/urls/match.ts) gives
 * its route, with its screen-value parameters as the page was rendered for. The one rule, run by the head
 * script (is the page it came with this visitor's?), `vite preview` and the benchmark's server (which page to
 * send); nginx, which cannot run it, gets a regular expression per page written from the same declarations
 * (./served-patterns.ts), which test/unit/prerender-pages.test.ts holds to this rule over many paths.
 *
 * A screen-value parameter (a `branding` name, or a value the route list declares under `screenValues`) is
 * read as the path spells it: a segment with an escape in it is none of the declared values and no other
 * value either, so such a path gets the shell rather than a page that a server and the app might read
 * differently.
 *
 * The head script carries this module: ES5's built-ins only.
 */
import { matchRoute } from '../urls/match.ts'
import { ROUTES, type RouteName } from '../urls/routes.ts'

/** A page as the rule needs it: its route, and each screen-value parameter's value (null: any other value). */
export interface ServedPage {
  route: RouteName
  values: Readonly<Record<string, string | null>>
}

export interface ValueRule {
  /** The declared values; for a branded page's `branding`, the page's own name only. */
  values: readonly string[]
  anyCase: boolean
}

/** The screen-value parameters of a page's route and how each is compared. */
export function valueRules(page: ServedPage): Record<string, ValueRule> {
  const rules: Record<string, ValueRule> = {}
  const declared = ROUTES[page.route].screenValues ?? {}
  for (const param of Object.keys(page.values)) {
    const rule = declared[param]
    rules[param] =
      rule === undefined
        ? { values: [page.values[param] ?? ''], anyCase: false }
        : { values: rule.values, anyCase: rule.anyCase === true }
  }
  return rules
}

const same = (a: string, b: string, anyCase: boolean) =>
  anyCase ? a.toLowerCase() === b.toLowerCase() : a === b

/** Whether `page` serves the raw path `pathname`. */
export function pageServes(page: ServedPage, pathname: string): boolean {
  const match = matchRoute(pathname)
  if (match === null || match.name !== page.route) return false
  const raw = pathname.split('/').filter((segment) => segment !== '')
  const parts = ROUTES[page.route].pattern.split('/').filter((part) => part !== '')
  const rules = valueRules(page)
  return parts.every((part, index) => {
    const rule = part.charAt(0) === ':' ? rules[part.slice(1)] : undefined
    if (rule === undefined) return true
    const segment = raw[index] ?? ''
    if (segment.indexOf('%') !== -1) return false
    const wanted = page.values[part.slice(1)]
    const declared = rule.values.some((value) => same(segment, value, rule.anyCase))
    return wanted === null || wanted === undefined ? !declared : same(segment, wanted, rule.anyCase)
  })
}
