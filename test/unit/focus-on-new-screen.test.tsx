/**
 * Focus is never lost to <body> when a view's new state replaces the element that had it: the new screen's
 * heading takes it (src/screens/parts/page.tsx, PageHeading). Not on a page load, whose first Tab is the skip
 * link, even when the screen's answer arrives after the first render; and focus that moved on by itself (the
 * error summary) is left alone. In the browsers: test/e2e/focus.spec.ts and test/journeys/keyboard.journey.ts.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { text } from '../e2e/catalog'
import { problemShown } from '../support/render'
import { withAppOnDemo } from '../support/app-on-demo'

const say = (key: Parameters<typeof text>[1]) => text('en-CA', key)
const { demo, openApp } = withAppOnDemo()

const heading = (name: string) => screen.getByRole('heading', { level: 1, name })

describe('a new screen that replaced the element that had focus', () => {
  it('takes focus on its heading: Send reset link becomes "Check your email"', async () => {
    openApp('/forgot')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(say('EMAIL')), 'sam.student@example.org')
    await user.click(screen.getByRole('button', { name: say('SEND_LINK') }))

    await waitFor(() => expect(heading(say('LINK_SENT_TITLE'))).toHaveFocus())
  })

  it('leaves focus that moved on by itself where it went: an empty submit focuses the error summary', async () => {
    openApp('/forgot')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: say('SEND_LINK') }))

    await waitFor(() => expect(problemShown()).toHaveFocus())
    expect(heading(say('FORGOT_TITLE'))).not.toHaveFocus()
  })
})

describe('a page load', () => {
  it('leaves focus on the page itself after the first render, so the first Tab is the skip link', async () => {
    openApp('/forgot')
    expect(await screen.findByRole('heading', { level: 1, name: say('FORGOT_TITLE') })).toBeVisible()

    expect(document.activeElement).toBe(document.body)
    await userEvent.setup().tab()
    expect(screen.getByRole('link', { name: say('SKIP_TO_CONTENT') })).toHaveFocus()
  })

  it('leaves it there when the screen it waited for arrives later: a kept appToken the server refuses', async () => {
    localStorage.setItem('appToken', 'refused-app-token')
    openApp('/')
    expect(await screen.findByLabelText(say('USERNAME_OR_EMAIL'))).toBeVisible()
    expect(demo.requests.map((request) => request.url.pathname)).toContain('/api/auth/redirect')

    expect(document.activeElement).toBe(document.body)
  })
})
