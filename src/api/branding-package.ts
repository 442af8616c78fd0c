/**
 * GET {api server}/branding/branding-package/{institutionId} — which branding package an institution has
 * (spec section 7): its name as text, or `none`. The portal only brands with packages it knows; `none`, any other
 * name and an empty answer mean no branding.
 */
import * as v from 'valibot'
import { BRANDING_NAMES, isInstitutionId, type BrandingName } from '../urls/address'
import { pathOf, send, type HandWrittenCall, type HttpAnswer } from './endpoint'
import { UnexpectedResponseError } from '../../machines/shared/calls'

// Plain text, or a JSON string when the server labels it JSON; quotes and spaces around the name are not part of it.
const BrandingPackageAnswerSchema = v.pipe(
  v.string(),
  v.description(
    'The package name as text (or a JSON string; quotes, spaces and case around it do not count): florida or ' +
      'new-hampshire brand the page; `none`, any other name and an empty answer mean no branding.',
  ),
  v.examples(['florida', 'none']),
  v.transform((text) =>
    text
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  ),
)

export const brandingPackageCall: HandWrittenCall = {
  method: 'GET',
  host: 'apiServer',
  apiHeaders: true,
  path: '/branding/branding-package/{institutionId}',
  description:
    'Which branding package an institution has (spec section 7), for a sign-in page opened with `?institutionId=`. ' +
    'Sent like the API calls, with the empty `Device` header. Any other status, or a failed call: the page ' +
    'stays unbranded and usable.',
  parameters: v.object({
    institutionId: v.pipe(
      v.string(),
      v.regex(/^[\w-]{1,64}$/),
      v.description(
        "The page's `?institutionId=`: letters, digits, `-` and `_`, at most 64; never sent otherwise.",
      ),
    ),
  }),
  answers: { 200: { mediaType: 'text/plain', schema: BrandingPackageAnswerSchema } },
}

export function brandingPackageUrl(institutionId: string, apiServer: string): string {
  return `${apiServer.replace(/\/+$/, '')}${pathOf(brandingPackageCall, { institutionId })}`
}

/** The package of `institutionId`, asked of the configured API server (`apiServer`, empty: this origin). */
export async function lookUpBrandingPackage(
  institutionId: string,
  apiServer: string,
  signal?: AbortSignal,
): Promise<BrandingName | null> {
  // An id that could change the path is a bug in the caller: it is never sent.
  if (!isInstitutionId(institutionId)) throw new Error('Not an institution id')
  return brandingPackageOf(
    await send({ method: 'GET', path: brandingPackageUrl(institutionId, apiServer), signal }),
  )
}

/**
 * What the portal makes of the look-up's answer: a package it knows, or null for none; UnexpectedResponseError for
 * a status other than 200 or a body that is not text. Also read by the contract check (scripts/contract-check.ts).
 */
export function brandingPackageOf(answer: HttpAnswer): BrandingName | null {
  if (answer.status !== 200) {
    throw new UnexpectedResponseError(answer.status, 'GET branding-package: status not expected')
  }
  const parsed = v.safeParse(BrandingPackageAnswerSchema, answer.body)
  if (!parsed.success) throw new UnexpectedResponseError(answer.status, 'GET branding-package: not text')
  return BRANDING_NAMES.find((name) => name === parsed.output) ?? null
}
