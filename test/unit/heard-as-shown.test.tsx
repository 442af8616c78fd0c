/**
 * What a screen reader is given says what the page shows, and nothing else (docs/decisions/035): names, roles,
 * descriptions and live announcements, in the real app with the demo API behind it. The real screen reader's
 * check is `npm run screen-reader` (test/screen-reader/, docs/testers.md).
 */
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUSY_WORDS_AFTER_MS, useLongBusy } from '../../src/screens/parts/busy'
import { ErrorSummary } from '../../src/screens/parts/errors'
import { FlowForm } from '../../src/screens/parts/form'
import { LegalView } from '../../src/screens/legal/legal'
import { text } from '../e2e/catalog'
import { renderInPortal } from '../support/render'
import { withAppOnDemo } from '../support/app-on-demo'

const say = (key: Parameters<typeof text>[1], values: Record<string, string> = {}) =>
  text('en-CA', key, values)
const { openApp } = withAppOnDemo()

afterEach(() => vi.useRealTimers())

/** A field's description with its message: "Error:" (unseen, for the red the message is drawn in) and the message. */
const errorSaying = (message: string) =>
  new RegExp(`^${say('ERROR_PREFIX')}\\s*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The page's polite live regions and what each says now. */
const politeWords = () =>
  [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '')

/** Everything the polite regions were given while `during` ran, in order (each change of their text). */
async function announcedDuring(during: () => Promise<void>): Promise<string[]> {
  const said: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const region = (
        record.target instanceof Element ? record.target : record.target.parentElement
      )?.closest('[aria-live="polite"]')
      const words = region?.textContent ?? ''
      if (words !== '' && said.at(-1) !== words) said.push(words)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  try {
    await during()
    // Anything the last act set off (the field's settling timer) has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  } finally {
    observer.disconnect()
  }
  return said
}

describe('no heading, summary or region is more than it shows', () => {
  it('a heading is no Tab stop and holds no tabindex at rest, so it is never announced "clickable"', async () => {
    openApp('/')
    const heading = await screen.findByRole('heading', { level: 1, name: say('SIGN_IN_TITLE') })
    expect(heading).not.toHaveAttribute('tabindex')
  })

  it('the error summary is no alert: it takes focus, described by what it shows, and gives tabindex back', async () => {
    openApp('/forgot')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: say('SEND_LINK') }))

    const title = await screen.findByRole('heading', { level: 2, name: say('ERROR_SUMMARY_TITLE') })
    const summary = title.closest('.error-summary')
    expect(summary).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(summary).not.toHaveAttribute('role')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveAccessibleDescription(
      `${say('ERROR_SUMMARY_TITLE')} ${say('ERROR_SUMMARY_ITEM', { field: say('EMAIL'), message: say('REQUIRED') })}`,
    )
    expect(summary).toHaveAttribute('tabindex', '-1')
    await user.tab()
    expect(summary).not.toHaveAttribute('tabindex')
  })

  it('a link problem is plain text under its heading, which takes focus when the check answers', async () => {
    openApp('/reset/demo-reset-expired/ResetPassword')
    const heading = await screen.findByRole('heading', { level: 1, name: say('LINK_EXPIRED_TITLE') })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(say('LINK_EXPIRED_TEXT'))).toBeInTheDocument()
    await waitFor(() => expect(heading).toHaveFocus())
    expect(document.title).toBe(`${say('LINK_EXPIRED_TITLE')} – ${say('APP_NAME')}`)
  })

  it('sign-in on arrival has one polite live region, empty, and no status or alert', async () => {
    openApp('/')
    await screen.findByRole('button', { name: say('SIGN_IN_BUTTON') })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    // The form's region; the Caps Lock line is the other, a line the page shows when it says something.
    const regions = [...document.querySelectorAll('[aria-live]')]
    expect(regions.filter((region) => region.classList.contains('visually-hidden'))).toHaveLength(1)
    expect(politeWords().every((words) => words === '')).toBe(true)
    expect(document.querySelectorAll('p[aria-live], p[role="status"]')).toHaveLength(0)
  })

  it('the legal documents name no regions: the sections are plain, the landmarks the few a person moves by', () => {
    renderInPortal(
      <LegalView
        titleKey="FOOTER_TERMS"
        tableOfContents="Contents"
        document={{
          title: 'Terms',
          updated: '2026-01-01',
          intro: 'Intro',
          sections: [
            { id: 'one', heading: 'One', blocks: [{ kind: 'paragraph', text: 'First.' }] },
            { id: 'two', heading: 'Two', blocks: [{ kind: 'paragraph', text: 'Second.' }] },
          ],
        }}
      />,
    )
    expect(screen.queryAllByRole('region')).toHaveLength(0)
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contents',
      'One',
      'Two',
    ])
  })
})

describe('after a wrong password: the one message, and the fields as they are', () => {
  it('the emptied password has no error and no description: the summary taking focus is no leave', async () => {
    openApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(say('USERNAME_OR_EMAIL')), 'sam.student')
    const password = screen.getByLabelText(say('PASSWORD'), { selector: 'input' })
    await user.type(password, 'Wrong-pass-1{Enter}')

    const title = await screen.findByRole('heading', { level: 2, name: say('ERROR_SUMMARY_TITLE') })
    await waitFor(() => expect(title.closest('.error-summary')).toHaveFocus())
    expect(password).toHaveValue('')
    expect(password).not.toHaveAttribute('aria-invalid')
    expect(password).toHaveAccessibleDescription('')
    expect(screen.queryByText(say('REQUIRED'))).toBeNull()
    // Left by the person afterwards, the empty field says what it needs, as any field does.
    await user.click(password)
    await user.tab()
    expect(password).toHaveAccessibleDescription(errorSaying(say('REQUIRED')))
  })
})

describe("a field's message is heard once, politely, as the field is left", () => {
  it('leaving the email field with a wrong address announces its message once, with the label', async () => {
    openApp('/forgot')
    const user = userEvent.setup()
    const email = await screen.findByLabelText(say('EMAIL'))
    const message = say('EMAIL_ENTERED_INVALID')

    // Typing says nothing.
    expect(await announcedDuring(() => user.type(email, 'not-an-email'))).toEqual([])
    // Leaving says the message the page now shows under the field, once.
    expect(await announcedDuring(() => user.tab())).toEqual([
      say('ERROR_SUMMARY_ITEM', { field: say('EMAIL'), message }),
    ])
    expect(email).toHaveAccessibleDescription(errorSaying(message))
    // Back in the field, its description says it; leaving again with the same message says nothing more.
    expect(await announcedDuring(() => user.tab({ shift: true }))).toEqual([])
    expect(await announcedDuring(() => user.tab())).toEqual([])
    // A submit is no leave: the summary takes focus and says the message; the field's region adds nothing.
    const announced = await announcedDuring(async () => {
      await user.click(email)
      await user.keyboard('{Enter}')
      await waitFor(() => expect(document.activeElement?.classList.contains('error-summary')).toBe(true))
    })
    expect(announced).toEqual([])
  })
})

describe('busy words are said only for a wait that lasts, and never after the answer', () => {
  function Busy(props: { busy: boolean }) {
    return (
      <FlowForm busy={props.busy} busyText="Signing you in…" onSubmit={() => {}}>
        <button type="submit">Sign in</button>
      </FlowForm>
    )
  }

  it('the spinner at once, the words after BUSY_WORDS_AFTER_MS, gone in the render that shows the answer', () => {
    vi.useFakeTimers()
    const view = renderInPortal(<Busy busy={false} />)
    view.rerender(<Busy busy />)
    expect(politeWords()).toEqual([''])
    act(() => vi.advanceTimersByTime(BUSY_WORDS_AFTER_MS - 1))
    expect(politeWords()).toEqual([''])
    act(() => vi.advanceTimersByTime(1))
    expect(politeWords()).toEqual(['Signing you in…'])
    view.rerender(<Busy busy={false} />)
    expect(politeWords()).toEqual([''])
  })

  it('an answer within the moment leaves the words unsaid', () => {
    vi.useFakeTimers()
    const seen: boolean[] = []
    function Probe(props: { busy: boolean }) {
      seen.push(useLongBusy(props.busy))
      return null
    }
    const view = renderInPortal(<Probe busy />)
    act(() => vi.advanceTimersByTime(BUSY_WORDS_AFTER_MS / 2))
    view.rerender(<Probe busy={false} />)
    act(() => vi.advanceTimersByTime(BUSY_WORDS_AFTER_MS * 2))
    expect(seen).not.toContain(true)
  })
})

describe('ErrorSummary on its own', () => {
  it('lists each problem under its heading; the heading and the problems are its description', () => {
    renderInPortal(<ErrorSummary problem="The username or password you entered is incorrect." />)
    const title = screen.getByRole('heading', { level: 2, name: say('ERROR_SUMMARY_TITLE') })
    expect(title.closest('.error-summary')).toHaveAccessibleDescription(
      `${say('ERROR_SUMMARY_TITLE')} The username or password you entered is incorrect.`,
    )
  })
})
