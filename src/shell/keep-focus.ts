import { useEffect } from 'react'

/**
 * Focus is never lost to the page (WCAG 2.4.3): when a screen replaces the element that had focus (the Send reset
 * link button becomes "Check your email", Try again becomes the form it loaded), the browser drops focus to
 * <body>, and the next Tab would start from the top of the page while a screen reader says nothing. This moves
 * focus to the new screen's heading instead, which a screen reader reads out; the heading takes focus but is not a
 * Tab stop (src/screens/parts/page.tsx). Focus that moved on by itself (to an error summary, say) is left alone.
 */
export function useFocusKeptOnScreenChange(mainId: string): void {
  useEffect(() => {
    const main = document.getElementById(mainId)
    if (main === null) return
    // Focus may have been placed before the app ran (typing into a prerendered form, and submitting it before the
    // app started, decision 026): it counts as placed here.
    const active = document.activeElement
    let focusedInMain: Element | null = active !== null && main.contains(active) ? active : null
    const onFocusIn = (event: FocusEvent) => {
      focusedInMain = event.target instanceof Element && main.contains(event.target) ? event.target : null
    }
    const observer = new MutationObserver(() => {
      if (focusedInMain === null || focusedInMain.isConnected) return
      const active = document.activeElement
      if (active !== null && active !== document.body) {
        focusedInMain = null
        return
      }
      // Without a heading yet (a screen still loading), the next change tries again.
      const heading = main.querySelector<HTMLElement>('h1')
      if (heading === null) return
      focusedInMain = null
      heading.focus()
    })
    document.addEventListener('focusin', onFocusIn)
    observer.observe(main, { childList: true, subtree: true })
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      observer.disconnect()
    }
  }, [mainId])
}
