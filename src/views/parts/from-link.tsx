/**
 * What a page shows of its own link: a key or a token in a link it offers, a value from its query in its text. One
 * prerendered page serves every link of its route (decisions 019 and 026), so its HTML holds none of these, and
 * the app hydrates it without a difference: a query value is a slot the head script fills before the page is
 * painted, the same text React then renders; an address with a key in it is given once React has the page.
 */
import { useSyncExternalStore, type ReactNode } from 'react'
import { QUERY_SLOT } from '../../start/protocol'

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
