import { brandingMachine, type BrandingLogos } from '../../machines/branding/branding.machine'
import { loadBranding } from '../api/branding'
import { lookUpBrandingPackage } from '../api/branding-package'
import { fromCall } from '../screens/flow'

export const createBrandingFlow = () =>
  brandingMachine.provide({
    actors: {
      lookUpPackage: fromCall<string | null, { institutionId: string }>((input, signal) =>
        lookUpBrandingPackage(input.institutionId, signal),
      ),
      loadBranding: fromCall<BrandingLogos, { packageName: string }>((input, signal) =>
        loadBranding(input.packageName, signal),
      ),
    },
  })
