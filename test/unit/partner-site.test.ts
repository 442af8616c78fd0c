// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { partnerSiteRedirect } from '../../src/browser/partner-site'

const here = 'https://partner-login.example.co.uk/'

describe('the UK partner login host', () => {
  it("lets visitors stay who come from the partner's site", () => {
    expect(
      partnerSiteRedirect({
        partnerSite: 'https://partner.example.co.uk/careers',
        referrer: 'https://partner.example.co.uk/some/page',
        here,
      }),
    ).toBeNull()
  })

  it("sends visitors with no referrer or another referrer to the partner's site", () => {
    for (const referrer of ['', 'https://search.example/?q=careers', 'not a url']) {
      expect(
        partnerSiteRedirect({ partnerSite: 'https://partner.example.co.uk/careers', referrer, here }),
      ).toBe('https://partner.example.co.uk/careers')
    }
  })

  it('resolves a relative partner site against the current page (the local demo set-up)', () => {
    expect(partnerSiteRedirect({ partnerSite: '/demo/partner-site', referrer: '', here })).toBe(
      'https://partner-login.example.co.uk/demo/partner-site',
    )
    expect(
      partnerSiteRedirect({
        partnerSite: '/demo/partner-site',
        referrer: 'https://partner-login.example.co.uk/demo/partner-site',
        here,
      }),
    ).toBeNull()
  })
})
