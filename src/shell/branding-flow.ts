import { brandingMachine, type BrandingLogos } from '../../machines/branding/branding.machine'
import { loadBranding } from '../api/branding'
import { lookUpBrandingPackage } from '../api/branding-package'
import { fromCall, type FlowEnvironment } from '../screens/flow'

/** The branding machine with the configured API server and CDN behind it. */
export const createBrandingFlow = (environment: FlowEnvironment) =>
  brandingMachine.provide({
    actors: {
      lookUpPackage: fromCall<string | null, { institutionId: string }>(environment, (input, signal) =>
        lookUpBrandingPackage(input.institutionId, environment.config.apiServer, signal),
      ),
      loadBranding: fromCall<BrandingLogos, { packageName: string }>(environment, (input, signal) =>
        loadBranding(input.packageName, environment.config.cdnHost, signal),
      ),
    },
  })
