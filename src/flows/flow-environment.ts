/** What a flow's wiring needs from the page it runs on, handed over by the route that creates its actor. */
export interface FlowEnvironment {
  /** In-app navigation: the router's, keeping the chosen language in the address. */
  navigate: (path: string, options?: NavigateOptions) => void
}

export interface NavigateOptions {
  replace?: boolean
  /** Kept in the history entry (`history.state`), so it outlives a reload of that page but not a new tab. */
  state?: unknown
}
