import { createContext, useContext, useEffect } from 'react'

/**
 * What the page does when a form has been mounted (or hydrated) and its screen's actor has started: main.tsx
 * hands over what was typed into the prerendered page before the app ran (src/browser/early-input.ts).
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
