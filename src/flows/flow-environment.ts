/** What a flow's wiring needs from the page it runs on, handed over by the route that creates its actor. */
export interface FlowEnvironment {
  /** In-app navigation: the router's, keeping the chosen language in the address. */
  navigate: (path: string, options?: { replace?: boolean }) => void
}
