import { createContext, useContext, useEffect } from 'react'

/**
 * What the page does when a form has been mounted (or hydrated) and its screen's actor has started: on a
 * prerendered page, main.tsx tells the head script that the app has started, which sends a submit it held
 * (decision 026).
 */
export const FormMountedContext = createContext<() => void>(() => {})

/** For a form: tells the page once it is React's and its actor runs (after this commit's effects). */
export function useFormMounted(): void {
  const onMounted = useContext(FormMountedContext)
  useEffect(() => {
    let mounted = true
    queueMicrotask(() => mounted && onMounted())
    return () => {
      mounted = false
    }
  }, [onMounted])
}
