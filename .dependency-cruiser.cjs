/**
 * The import rules of docs/development.md ("Layers"), made executable: `npm run deps` fails on any import cycle
 * (type-only imports count) and on any import a folder is not allowed. Each folder lists what it may import;
 * anything else is a violation. `npm run deps:graph` draws the module graph with the same options.
 */

/** A project folder (ending in `/`) or file, as a path pattern. */
const place = (path) => `^${path.replace(/[.]/g, '\\.')}${path.endsWith('/') ? '' : '$'}`
/** npm packages, by name (their files resolve under node_modules/). */
const npm = (...names) => names.map((name) => `^node_modules/${name.replace(/[.]/g, '\\.')}/`)

/**
 * What each folder may import, from the bottom of the graph up. A folder may always import its own files.
 * Everything in the app may import machines/ (pure XState), src/urls/ (the route list), src/config.ts,
 * src/trusted-types.ts (the Trusted Types policy names), src/kept-in-browser.ts (what the portal keeps in the
 * browser) and src/start/protocol.ts (the start-up's names and types).
 */
const BASE = [
  place('machines/'),
  place('src/urls/'),
  place('src/config.ts'),
  place('src/trusted-types.ts'),
  place('src/kept-in-browser.ts'),
  place('src/start/protocol.ts'),
]
const REACT = npm('react', 'react-dom', '@xstate/react', 'xstate', 'wouter', '@lingui/core', '@lingui/react')

/**
 * Path models with what each state shows (`machines/<flow>/<flow>.paths.ts`) and the graph-path tools in
 * machines/shared/.
 */
const PATH_TOOLS =
  '^machines/([^/]+/[^/]+[.]paths|shared/(path-model|path-plan|path-cases|coverage|oracle))[.]ts$'

const LAYERS = [
  {
    name: 'machines',
    from: 'machines/',
    may: [place('machines/'), ...npm('xstate')],
    why: 'Machines are pure XState: no React, no browser, nothing of src/, so Stately and the path tools read them as they are.',
  },
  {
    name: 'urls',
    from: 'src/urls/',
    may: [place('src/urls/'), place('machines/'), ...npm('valibot')],
    why: 'The route list is a leaf: every layer reads it, it reads nothing of the app.',
  },
  {
    name: 'config',
    from: 'src/config.ts',
    // The configuration block's id, which the head script reads before the app runs.
    may: [place('src/start/page-config-loose.ts'), ...npm('valibot')],
    why: 'The configuration: its schema, read from the environment by the servers and from the page by the entry. A leaf.',
  },
  {
    name: 'start',
    from: 'src/start/',
    may: [
      place('src/start/'),
      place('src/urls/'),
      place('machines/'),
      place('src/trusted-types.ts'),
      // The language rule, the analytics choice and where analytics runs, and the user agent's cut: the app's own,
      // read before it runs (the session keys are in src/kept-in-browser.ts).
      place('src/i18n/locale.ts'),
      place('src/browser/consent.ts'),
      // The configuration's one reader: the head script checks the page's configuration for the visit.
      place('src/config.ts'),
      place('src/browser/device.ts'),
      place('src/kept-in-browser.ts'),
      // Which paths a prerendered page serves: the one rule (decision 026).
      place('src/prerender/served-paths.ts'),
      // What the build hands the head script: the catalogs' texts it shows (scripts/head-script.ts).
      '^virtual:head-build$',
    ],
    why: 'The start-up: the head script, built into every page, and the visit it hands the entry (decision 026).',
  },
  {
    name: 'kept-in-browser',
    from: 'src/kept-in-browser.ts',
    may: [],
    why: 'What the portal and its outside scripts keep in the browser, declared once (decision 031): a leaf.',
  },
  {
    name: 'trusted-types',
    from: 'src/trusted-types.ts',
    may: [],
    why: 'The Trusted Types policy names the app creates and the server allows: a leaf.',
  },
  {
    name: 'content',
    from: 'src/content/',
    may: [place('src/content/'), place('src/trusted-types.ts'), ...npm('dompurify')],
    why: 'Legal texts and guidance HTML: data, read by screens.',
  },
  {
    name: 'i18n',
    from: 'src/i18n/',
    // The message ids are the compiled source catalog's (npm run i18n:compile writes src/locales/*.json).
    may: [...BASE, place('src/i18n/'), place('src/locales/'), place('src/api/time-limit.ts'), ...REACT],
    why: "Text and languages: read by screens, their flows' wiring and the shell; loads its catalogs with the API time limit.",
  },
  {
    name: 'api',
    from: 'src/api/',
    may: [...BASE, place('src/api/'), ...npm('valibot', 'ofetch', 'uuid')],
    why: 'Endpoints return outcomes; they know nothing of the UI, the browser effects or the text.',
  },
  {
    name: 'browser',
    from: 'src/browser/',
    may: [...BASE, place('src/browser/'), ...npm('valibot', 'uuid', 'web-vitals')],
    why: "Browser effects (navigation, storage, analytics, telemetry): called by the flows' wiring, the shell and the app, never by views.",
  },
  {
    name: 'screen-parts',
    from: 'src/screens/parts/',
    may: [...BASE, place('src/screens/parts/'), place('src/i18n/'), place('src/page.tsx'), ...REACT],
    why: 'Shared pieces of screens (page, form, fields, busy, errors, link pages): below the screens and the shell.',
  },
  {
    name: 'page',
    from: 'src/page.tsx',
    may: [...BASE, place('src/i18n/'), ...REACT],
    why: "The page as every screen and the shell read it: the visit's site and configuration, the language's one owner.",
  },
  {
    name: 'dev',
    from: 'src/dev/',
    may: [
      ...BASE,
      place('src/dev/'),
      place('src/screens/parts/'),
      place('src/i18n/'),
      place('src/page.tsx'),
      ...REACT,
      ...npm('elkjs'),
    ],
    why: 'The flow studio: machines and their path models, drawn; never in production.',
  },
  {
    name: 'screen-flow',
    from: 'src/screens/flow.tsx',
    may: [
      ...BASE,
      place('src/api/'),
      place('src/browser/'),
      place('src/i18n/'),
      place('src/page.tsx'),
      // The studio's live view of every flow, where the build has it (development, the demo).
      place('src/dev/flow-inspector.ts'),
      ...REACT,
    ],
    why: 'How a screen or the shell runs its flow: its actor, its calls, the effects every flow shares.',
  },
  {
    name: 'first-call',
    from: 'src/screens/first-call.ts',
    may: [...BASE, place('src/screens/flow.tsx'), place('src/i18n/locale.ts'), ...npm('xstate')],
    why: "A screen's read-only first call, started on arrival (decision 019): read from its machine, made with fromCall.",
  },
  {
    name: 'screens',
    from: 'src/screens/',
    may: [
      ...BASE,
      place('src/screens/'),
      place('src/api/'),
      place('src/browser/'),
      place('src/i18n/'),
      place('src/page.tsx'),
      place('src/content/'),
      // The flow studio's screen loads the studio (its route exists only where the studio does).
      place('src/dev/'),
      ...REACT,
      ...npm('valibot'),
    ],
    // Content is data below the screens: the legal screen picks the document's chunk for the language.
    why: "A route's screen with its flow's wiring and its views, in one folder: never the router, the shell or the start-up.",
  },
  {
    name: 'shell',
    from: 'src/shell/',
    may: [
      ...BASE,
      place('src/shell/'),
      place('src/screens/parts/'),
      place('src/screens/flow.tsx'),
      place('src/i18n/'),
      place('src/api/'),
      place('src/browser/'),
      place('src/page.tsx'),
      ...REACT,
    ],
    why: 'The page around every screen (header, footer, branding, log-out, cookie banner): runs its own small flows.',
  },
  {
    name: 'router',
    from: 'src/router.tsx',
    may: [
      ...BASE,
      place('src/screens/'),
      place('src/screens/parts/'),
      place('src/shell/'),
      place('src/browser/'),
      place('src/i18n/'),
      place('src/page.tsx'),
      ...REACT,
      ...npm('valibot'),
    ],
    why: 'The route table, derived from src/urls/: parses params, loads and renders the screens.',
  },
  {
    name: 'prerender',
    from: 'src/prerender/',
    may: [
      ...BASE,
      place('src/prerender/'),
      place('src/app.tsx'),
      place('src/content/'),
      place('src/i18n/'),
      ...REACT,
    ],
    why: 'The build renders the app to HTML (render.tsx) for the pages the route list marks prerendered (pages.ts).',
  },
  {
    name: 'demo-api',
    from: 'demo-api/',
    // The telemetry beacon's schema too: the demo's collector refuses what the portal would never send.
    may: [
      place('demo-api/'),
      place('src/api/'),
      place('src/browser/telemetry-beacon.ts'),
      // Its stand-in pages escape what they write as the build and the servers do.
      place('src/html.ts'),
      ...BASE,
      ...npm('valibot', 'msw', 'vite'),
    ],
    node: true,
    why: 'The demo API speaks the contract the adapters declare (their request schemas), over HTTP; it knows no screen.',
  },
  {
    name: 'deploy',
    from: 'deploy/',
    may: [
      place('deploy/'),
      place('src/urls/'),
      place('src/config.ts'),
      // What the servers write into a page is escaped the one way (the page's configuration, the product host).
      place('src/html.ts'),
      // Which file a request gets: the prerendered pages the route list derives.
      place('src/prerender/pages.ts'),
      place('demo-api/paths.ts'),
      // The policy hashes the design system's @import rule exactly as the page writes it.
      place('src/browser/design-system.ts'),
      // The policy allows the analytics hosts and the tag's default policy where the page loads analytics.
      place('src/browser/consent.ts'),
      // The Trusted Types policy names the page creates, which the policy allows and nothing else.
      place('src/trusted-types.ts'),
      // The configured pages get their `.br` and `.gz` as the build's own files do.
      place('scripts/precompress.ts'),
      ...npm('vite'),
    ],
    node: true,
    why: 'The server configuration is rendered from the build, the route list (and its prerendered pages) and the settings.',
  },
]

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: each module can be read and changed from the bottom up.',
      from: {},
      to: { circular: true },
    },
    ...LAYERS.map(({ name, from, may, why, node = false }) => ({
      name: `layer-${name}`,
      severity: 'error',
      comment: why,
      from: { path: place(from) },
      to: { pathNot: [place(from), ...may], ...(node ? { dependencyTypesNot: ['core'] } : {}) },
    })),
    {
      name: 'node-only-outside-the-app',
      severity: 'error',
      comment: 'Node built-ins are for the servers, scripts and tests; the browser has none.',
      from: { path: '^(src|machines)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-stays-app',
      severity: 'error',
      comment: 'App code talks to the demo API over HTTP, never imports tests, scripts or the server set-up.',
      from: { path: '^src/' },
      to: { path: '^(test|scripts|demo-api|deploy|bench)/' },
    },
    {
      name: 'path-tools-stay-out-of-the-app',
      severity: 'error',
      comment:
        'Path models and the tools that plan from them live beside the machines because they are pure, not because the app needs them: only the tests, the scripts and the studio (src/dev/, never in production) read them.',
      from: { pathNot: `^(test|scripts|src/dev)/|${PATH_TOOLS}` },
      to: { path: PATH_TOOLS },
    },
    {
      name: 'screens-apart',
      severity: 'error',
      comment:
        "A screen's folder holds what is its own: it imports what screens share (src/screens/parts/, flow.tsx, first-call.ts), never another screen's folder.",
      from: { path: '^src/screens/([^/]+)/', pathNot: '^src/screens/parts/' },
      to: { path: '^src/screens/[^/]+/', pathNot: '^src/screens/($1|parts)/' },
    },
    {
      name: 'no-tests-outside-test',
      severity: 'error',
      comment: 'Only tests import tests.',
      // The Playwright config names the journeys' engines and options (docs/decisions/023).
      from: { pathNot: '^(test/|playwright[.]config[.]ts$)' },
      to: { path: '^test/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      // The head script's build hands it a virtual module (scripts/head-script.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:head-build$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|dist|dist-demo|dist-production|reports|bench/node_modules|public)/',
    },
    // Type-only imports are edges too: a cycle of types is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      // npm run deps:graph: the app's folders as boxes, from the entry at the top to the leaves at the bottom.
      dot: {
        collapsePattern: '^(machines|src/screens/parts|src/[^/]+)',
        theme: {
          graph: { rankdir: 'TB', splines: 'true', ranksep: '0.6', nodesep: '0.3' },
          edge: { arrowhead: 'vee', arrowsize: '0.6', penwidth: '1.0', color: '#00000066' },
        },
      },
    },
  },
}
