import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from 'react'
import { Link, Redirect } from 'wouter'
import { type MessageKey, useText } from '../../i18n/i18n'
import { usePage } from '../../page'
import { isTokenPath, linkTo } from '../../urls/address'
import { QUERY_SLOT } from '../../start/protocol'
import { moveFocusTo } from './focus'

/**
 * Whether focus has just been lost from the page's main content: it has been there since the app started, and is
 * on <body> now because the element that had it went with the screen it was in. The app answers (app.tsx);
 * outside it, focus is never taken as lost.
 */
export const FocusLostContext = createContext<() => boolean>(() => false)

/**
 * One heading per screen; the document title follows it, in the current language. It takes focus (never a Tab
 * stop, and focusable only while it has focus: `moveFocusTo`) when a view's new state replaced the element that
 * had focus: the Send reset link button becomes "Check your email", Try again becomes the form it loaded. Without
 * this, focus would be lost to <body> (WCAG 2.4.3): the next Tab would start from the top of the page while a
 * screen reader says nothing. Focus that moved on by itself (an error summary, which takes it in a later effect)
 * is left alone, and so is a page load whose main content has not had focus yet, whose first Tab is the skip link
 * (docs/decisions/020).
 *
 * `announces`: the heading is the page's news (a link's problem, which is no alert: docs/decisions/035). When it
 * arrives after the page was first shown (the link's check answered) and nothing has focus, it takes focus, so a
 * screen reader says it; the text under it is read in turn.
 */
export function PageHeading(props: { titleKey: MessageKey; announces?: boolean }) {
  const t = useText()
  const title = t(props.titleKey)
  const appName = t('APP_NAME')
  const heading = useRef<HTMLHeadingElement>(null)
  const focusLost = useContext(FocusLostContext)
  // Mounted after the page was first shown: not in the render that hydrated the page (or wrote it, in the build).
  const hydrated = useHydrated()
  const [arrivedLater] = useState(hydrated)
  const announces = props.announces === true && arrivedLater
  useEffect(() => {
    document.title = `${title} – ${appName}`
  }, [title, appName])
  // A new screen: this heading mounted, or the view kept it and gave it another title. Before the browser paints.
  useLayoutEffect(() => {
    const nothingFocused = document.activeElement === null || document.activeElement === document.body
    if (focusLost() || (announces && nothingFocused)) moveFocusTo(heading.current)
  }, [props.titleKey, focusLost, announces])
  return (
    <h1 ref={heading} className="page-title">
      {title}
    </h1>
  )
}

/**
 * The page's one column (docs/decisions/020-screen-patterns-and-finish.md): its text, panels, fields and buttons
 * share both edges. `form` is the spec's 343 px on a desktop and the screen's width less its margins on a phone;
 * `wide` holds the workspace cards; `reading` is a measure of about 70 characters for long documents.
 */
export function Column(props: {
  width?: 'form' | 'wide' | 'reading'
  as?: 'div' | 'article'
  id?: string
  /** The page's own class, for what it has beyond the column (the legal documents' sections). */
  className?: string
  children: ReactNode
}) {
  const Element = props.as ?? 'div'
  const width = props.width ?? 'form'
  const classes = ['page', width === 'form' ? null : `page--${width}`, props.className ?? null]
  return (
    <Element id={props.id} className={classes.filter(Boolean).join(' ')}>
      {props.children}
    </Element>
  )
}

/** The links below a page's main action: other ways on, and the way back to sign in. */
export function PageLinks(props: { children: ReactNode }) {
  return <ul className="links">{props.children}</ul>
}

/**
 * What an in-app link does once pointed at or focused: start loading the code of the screen it leads to, so the
 * click does not wait for it. The app provides the route table's loader; without one, nothing loads early.
 */
export const PreloadScreenContext = createContext<(path: string) => void>(() => {})

/**
 * An in-app link that keeps the chosen language in the address, and loads its screen once pointed at or focused. A
 * link to an address with a token or key in it (the welcome page's Register) has its address once React has the
 * page: a prerendered page holds no key (OnceHydrated, below).
 */
export function AppLink(props: { to: string; children: ReactNode; className?: string }) {
  const { localizedPath } = usePage()
  const preloadScreen = useContext(PreloadScreenContext)
  const hydrated = useHydrated()
  const preload = () => preloadScreen(props.to)
  if (!hydrated && isTokenPath(props.to)) return <a className={props.className}>{props.children}</a>
  return (
    <Link
      href={localizedPath(props.to)}
      className={props.className}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {props.children}
    </Link>
  )
}

/**
 * A link that is a page's main action (Sign in after a confirmation, Get a new link): drawn as the primary button,
 * with its padding and height, because it is the one thing to do next. `secondary` for a second choice.
 */
export function ButtonLink(props: { to: string; secondary?: boolean; children: ReactNode }) {
  return (
    <AppLink
      to={props.to}
      className={props.secondary ? 'button button--secondary button--block' : 'button button--primary'}
    >
      {props.children}
    </AppLink>
  )
}

/** Any path that leads nowhere goes to the root, keeping the chosen language. */
export function SendToSignIn() {
  const { localizedPath } = usePage()
  return <Redirect to={localizedPath(linkTo('signIn'))} replace />
}

/** A page that cannot go on without a key it was not given (spec section 2): the error page. */
export function SendToErrorPage() {
  const { localizedPath } = usePage()
  return <Redirect to={localizedPath(linkTo('error'))} replace />
}

/**
 * The form page pattern (docs/patterns.md): one task in the column. The heading; then what the page has to say
 * before anything else (`messages`: a notice, the error summary, which takes focus); one sentence of help
 * (`lead`); the form, or the one button the page asks for (`children`); and the other ways on below (`links`).
 */
export function FormPage(props: {
  titleKey: MessageKey
  messages?: ReactNode
  lead?: ReactNode
  children: ReactNode
  /** `<li>` items under the form. */
  links?: ReactNode
  width?: 'form' | 'wide'
}) {
  return (
    <Column width={props.width}>
      <PageHeading titleKey={props.titleKey} />
      {props.messages}
      {props.lead === undefined ? null : <p className="lead">{props.lead}</p>}
      {props.children}
      {props.links ? <PageLinks>{props.links}</PageLinks> : null}
    </Column>
  )
}

/**
 * What a page shows of its own link: a key or a token in a link it offers, a value from its query in its text. One
 * prerendered page serves every link of its route (decisions 019 and 026), so its HTML holds none of these, and
 * the app hydrates it without a difference: a query value is a slot the head script fills before the page is
 * painted, the same text React then renders; an address with a key in it is given once React has the page.
 */
const unchanging = () => () => {}

/** False while the page is prerendered and while React hydrates it; true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}

/** A value from the page's query, shown as text: in a slot of the prerendered page, filled by the head script. */
export function QueryText(props: { name: string; children: string }) {
  return <span {...{ [QUERY_SLOT]: props.name }}>{props.children}</span>
}

/** Its children, only once React has the page: what holds a key of the page's link. */
export function OnceHydrated(props: { children: ReactNode; until?: ReactNode }) {
  return useHydrated() ? props.children : (props.until ?? null)
}
