import { fromPromise } from 'xstate'
import { brandingMachine, type BrandingLogos } from '../../machines/branding/branding.machine'
import { loadBranding } from '../api/branding'

export const createBrandingFlow = () =>
  brandingMachine.provide({
    actors: {
      loadBranding: fromPromise<BrandingLogos, { packageName: string }>(({ input, signal }) =>
        loadBranding(input.packageName, signal),
      ),
    },
  })
