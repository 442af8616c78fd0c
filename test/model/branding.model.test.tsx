import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { brandingMachine } from '../../machines/branding/branding.machine'
import { BrandingLogos as BrandingLogosView, BrandingProvider } from '../../src/shell/branding'
import { brandingPaths } from '../../machines/branding/branding.paths'
import { useText } from '../../src/i18n/i18n'
import { describeFlowModel, type Page } from './flow-model'

/** The footer's logos as src/shell/footer.tsx places them, their label in the page's language. */
function FooterLogos() {
  const t = useText()
  return <BrandingLogosView place="footer" label={t('BRANDING_LOGOS_LABEL')} />
}

const regions = () => [...document.querySelectorAll<HTMLElement>('.branding')]

describeFlowModel<typeof brandingMachine>({
  ...brandingPaths,
  render: (actor) => (
    <BrandingProvider value={actor}>
      <BrandingLogosView place="header" />
      <FooterLogos />
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
    'branding.unbranded': (page: Page<typeof brandingMachine>) => {
      // No package: the space stays, empty and no longer busy, so the page does not move when the answer comes.
      expect(regions()).toHaveLength(2)
      for (const region of regions()) expect(region).not.toHaveAttribute('aria-busy')
      expect(screen.queryByRole('img')).toBeNull()
      expect(screen.queryByText(page.text('BRANDING_LOGOS_LABEL'))).toBeNull()
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
