import { fromPromise } from 'xstate'
import { brandingMachine, type BrandingLogos } from '../../machines/branding/branding.machine'
import { loadBranding } from '../api/branding'
import { lookUpBrandingPackage } from '../api/branding-package'

export const createBrandingFlow = () =>
  brandingMachine.provide({
    actors: {
      lookUpPackage: fromPromise<string | null, { institutionId: string }>(({ input, signal }) =>
        lookUpBrandingPackage(input.institutionId, signal),
      ),
      loadBranding: fromPromise<BrandingLogos, { packageName: string }>(({ input, signal }) =>
        loadBranding(input.packageName, signal),
      ),
    },
  })
