import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { brandingMachine, type BrandingLogos } from '../../machines/branding/branding.machine'
import { BrandingLogos as BrandingLogosView, BrandingProvider } from '../../src/shell/branding'
import { describeFlowModel, type ActorOutcomeEvent, type Page } from './flow-model'

const logos: BrandingLogos = {
  header: [
    { src: '/branding-assets/florida/header.svg', alt: 'Florida Department of Education', href: '/fl' },
  ],
  footer: [{ src: '/branding-assets/florida/footer.svg', alt: 'Florida career pathways', href: null }],
}

function events(snapshot: AnyMachineSnapshot): ActorOutcomeEvent[] {
  if (snapshot.matches('lookingUp')) {
    return [
      { type: 'xstate.done.actor.lookUpPackage', output: 'florida' },
      // `none`, and any name the portal does not know, reach the machine as null.
      { type: 'xstate.done.actor.lookUpPackage', output: null },
      { type: 'xstate.error.actor.lookUpPackage', error: new Error('API server down') },
    ]
  }
  if (!snapshot.matches('loading')) return []
  return [
    { type: 'xstate.done.actor.loadBranding', output: logos },
    { type: 'xstate.error.actor.loadBranding', error: new Error('CDN down') },
  ]
}

const regions = () => [...document.querySelectorAll<HTMLElement>('.branding')]

describeFlowModel<typeof brandingMachine>('Branding logos', {
  machine: brandingMachine,
  starts: [
    { label: 'florida', input: { packageName: 'florida' } },
    { label: 'an institution', input: { institutionId: 'demo-florida' } },
  ],
  events,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.header.length]),
  render: (actor) => (
    <BrandingProvider value={actor}>
      <BrandingLogosView place="header" />
      <BrandingLogosView place="footer" label="In partnership with" />
    </BrandingProvider>
  ),
  perform: {},
  expectations: {
    'branding.lookingUp': () => {
      // The same held space as a package that loads: an institution's answer moves nothing either.
      expect(regions()).toHaveLength(2)
      for (const region of regions()) expect(region).toHaveAttribute('aria-busy', 'true')
      expect(screen.queryByRole('img')).toBeNull()
    },
    'branding.unbranded': () => {
      // No package: the space stays, empty and no longer busy, so the page does not move when the answer comes.
      expect(regions()).toHaveLength(2)
      for (const region of regions()) expect(region).not.toHaveAttribute('aria-busy')
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.queryByText('In partnership with')).toBeNull()
    },
    'branding.loading': () => {
      // Space is held for the logos while they load, and assistive tech hears that the region is busy.
      expect(regions()).toHaveLength(2)
      for (const region of regions()) expect(region).toHaveAttribute('aria-busy', 'true')
      expect(screen.queryByRole('img')).toBeNull()
    },
    'branding.ready': (page: Page<typeof brandingMachine>) => {
      const loaded = page.actor.getSnapshot().context.header.length > 0
      const [header, footer] = regions()
      if (!header || !footer) throw new Error('branding regions missing')
      expect(header).not.toHaveAttribute('aria-busy')
      if (loaded) {
        const link = within(header).getByRole('link', { name: /Florida Department of Education/ })
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAccessibleName(expect.stringContaining(page.text('OPENS_IN_NEW_TAB')))
        expect(within(footer).getByRole('img', { name: 'Florida career pathways' })).toBeInTheDocument()
      } else {
        expect(screen.queryByRole('img')).toBeNull()
      }
    },
  },
})
