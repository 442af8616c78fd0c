/**
 * A mass-print link, as an educator follows it from an email, in every engine: the portal asks the server to
 * prepare the documents and sends the browser where the server says, but only to an address it may trust (a
 * `javascript:` url is refused). The seeded links are not spent by use (demo-api/demo-links.ts), so every engine
 * opens the same ones.
 */
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'

const t = (key: Parameters<typeof text>[1]) => text('en-CA', key)

journey.describe('Mass print link (eve.educator, batch job 42)', () => {
  journey('a valid link sends the browser to the documents', async ({ person }) => {
    await person.open('/massprint/demo-massprint-valid/MassPrint/42')
    await person.seeAddress(/\/demo\/mass-print\/42$/)
    // The demo's stand-in for the product's download page.
    await person.see('heading', 'Your documents are ready')
  })

  journey('a link whose answer is an unsafe url goes nowhere, and says so', async ({ person }) => {
    const path = '/massprint/demo-massprint-unsafe/MassPrint/42'
    await person.open(path)
    await person.see('heading', t('LINK_FAILED_TITLE'))
    await person.see('alert', t('GENERIC_ERROR'))
    // Asking again would get the same url: there is nothing to try again, only the way to sign in.
    expect(await person.shows('button', t('TRY_AGAIN'))).toBe(false)
    await person.see('link', t('GO_TO_SIGN_IN'))
    expect(new URL(await person.tab.url()).pathname).toBe(path)
  })
})
