/**
 * POST /api/auth/forgotpassword: mails a real reset link (a `reset` token in the link-token store) to the
 * one account with that address, so the link in the mailbox works.
 */
import type * as v from 'valibot'
import {
  ForgotPasswordPayloadSchema,
  forgotPasswordEndpoint,
  type ForgotPasswordResponseSchema,
} from '../../src/api/forgot-password.ts'
import type { DemoEndpoint } from '../context.ts'
import { linkPath } from '../demo-links.ts'
import { json, readBody } from '../http.ts'
import { sendMail } from '../state.ts'

type ForgotResponse = v.InferInput<typeof ForgotPasswordResponseSchema>
type TranslationLanguage = v.InferOutput<typeof ForgotPasswordPayloadSchema>['translationLanguage']

const SENT: Record<TranslationLanguage, { friendlyMessage: string; subject: string }> = {
  'en-CA': {
    friendlyMessage: 'If the address is right, the email arrives within 5 minutes.',
    subject: 'Reset your password',
  },
  'en-GB': {
    friendlyMessage: 'If the address is right, the email arrives within 5 minutes.',
    subject: 'Reset your password',
  },
  'fr-CA': {
    friendlyMessage: 'Si l’adresse est la bonne, le courriel arrivera d’ici 5 minutes.',
    subject: 'Réinitialisez votre mot de passe',
  },
}

const notSent = (translationKey: string): ForgotResponse => ({
  token: null,
  messages: [{ success: false, friendlyMessage: null, translationKey }],
})

export const forgotPasswordDemoEndpoint: DemoEndpoint = {
  adapter: forgotPasswordEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, ForgotPasswordPayloadSchema)
    if (!body.ok) return body.response
    const { email, translationLanguage } = body.value

    const key = email.trim().toLowerCase()
    const [entry, ...others] = context.state.accounts.filter(
      (candidate) => candidate.account.email.toLowerCase() === key,
    )
    if (entry === undefined) return json(404, { token: null, messages: [] } satisfies ForgotResponse)
    if (others.length > 0) return json(409, notSent('MULTIPLE_USER_FOUND_ERROR'))
    if (!entry.activated) return json(400, notSent('ACCOUNT_NOT_ACTIVATED'))

    const link = context.state.links.issue('reset', entry.account.userAccountId)
    const { friendlyMessage, subject } = SENT[translationLanguage]
    sendMail(context.state, { to: entry.account.email, subject, link: linkPath('reset', link.token) })
    const sent: ForgotResponse = {
      token: link.token,
      messages: [{ success: true, friendlyMessage, translationKey: null }],
    }
    return json(200, sent)
  },
  scenarios: [
    ...(
      [
        ['sam.student@example.org', 200],
        ['shared@example.org', 409],
        ['ina.inactive@example.org', 400],
        ['nobody@example.org', 404],
        ['alex.activate@example.org', 400],
      ] as const
    ).map(([email, status]) => ({
      label: `for ${email}`,
      body: { email, languageType: 3, translationLanguage: 'fr-CA' },
      status,
    })),
    {
      label: 'with a bad body',
      body: { email: 'sam.student@example.org', languageType: 2, translationLanguage: 'en-CA' },
      status: 400,
      offContract: 'badBody',
    },
  ],
}
