// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { partnerSiteFor } from '../../src/start/head'

const here = 'https://partner-login.example.co.uk/'

describe('the UK partner login host', () => {
  it("lets visitors stay who come from the partner's site", () => {
    expect(
      partnerSiteFor({
        partnerSite: 'https://partner.example.co.uk/careers',
        referrer: 'https://partner.example.co.uk/some/page',
        here,
      }),
    ).toBeNull()
  })

  it("sends visitors with no referrer or another referrer to the partner's site", () => {
    for (const referrer of ['', 'https://search.example/?q=careers', 'not a url']) {
      expect(partnerSiteFor({ partnerSite: 'https://partner.example.co.uk/careers', referrer, here })).toBe(
        'https://partner.example.co.uk/careers',
      )
    }
  })

  it('resolves a relative partner site against the current page (the local demo set-up)', () => {
    expect(partnerSiteFor({ partnerSite: '/demo/partner-site', referrer: '', here })).toBe(
      'https://partner-login.example.co.uk/demo/partner-site',
    )
    expect(
      partnerSiteFor({
        partnerSite: '/demo/partner-site',
        referrer: 'https://partner-login.example.co.uk/demo/partner-site',
        here,
      }),
    ).toBeNull()
  })
})
