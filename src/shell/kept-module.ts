/**
 * A loader that keeps its module. Once loaded it answers with a thenable that calls back at once, so
 * React.lazy renders the component in the same pass instead of suspending: main.tsx loads what a prerendered
 * page shows before hydrating it, and a hydration that never suspends cannot be interrupted (an update
 * reaching a boundary still waiting to hydrate makes React throw the prerendered HTML away and render again).
 * Loading it again while it loads waits for the same load.
 */
export function keptModule<T>(load: () => Promise<T>): () => Promise<T> {
  let module: { value: T } | null = null
  let loading: Promise<T> | null = null
  return () => {
    if (module !== null) {
      const { value } = module
      // React.lazy reads only `then`; a real Promise would call back a microtask later, after React has suspended.
      return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>
    }
    loading ??= load().then(
      (loaded) => {
        module = { value: loaded }
        return loaded
      },
      (error: unknown) => {
        // A failed load may be tried again (the route's retry).
        loading = null
        throw error
      },
    )
    return loading
  }
}
