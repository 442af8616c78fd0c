import { render } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { App } from '../../src/app'
import { withDemoServer } from './browser-fetch'
import { activateLocale, pageOf } from './render'

/**
 * The whole app in jsdom, in en-CA, with the demo API behind it: each test's page is visited first, as a browser
 * would (so the server sets its XSRF cookie), and the address, title and referrer policy a test changes are put
 * back after it. `openApp(path)` renders the app at that address.
 */
export function withAppOnDemo() {
  const demo = withDemoServer()
  let pageBefore = ''
  let titleBefore = ''
  beforeEach(async () => {
    await demo.visitPage()
    pageBefore = window.location.href
    titleBefore = document.title
    activateLocale('en-CA')
  })
  afterEach(() => {
    window.history.replaceState(null, '', pageBefore)
    document.title = titleBefore
    document.querySelector('meta[name="referrer"]')?.remove()
  })
  return {
    demo,
    openApp(path: string) {
      window.history.replaceState(null, '', path)
      render(<App page={pageOf()} />)
    },
  }
}
