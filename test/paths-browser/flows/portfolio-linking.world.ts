/** Portfolio linking, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { portfolioLinkingEndpoint } from '../../../src/api/portfolio-linking'
import {
  portfolioLinkingMachine,
  type LinkPortfolioOutcome,
  type PortfolioLinkingEvent,
  type PortfolioLinkingInput,
} from '../../../machines/portfolio-linking/portfolio-linking.machine'
import { leave, press, typeInto } from '../gestures'
import { defineWorld, inThisRun, lastSubmitted, refusal, type Start } from '../world'

const LABELS = { username: 'USERNAME_OR_EMAIL', password: 'PASSWORD' } as const

/** The single sign-on's link: the key and who the person is. */
const link: Start = {
  path: (walk) => {
    const { k, audience } = walk.start.input as PortfolioLinkingInput
    return `/portfoliolinking/${k}/${audience}${walk.locale === 'fr-CA' ? '?lang=fr' : ''}`
  },
}

export const portfolioLinkingWorld = defineWorld({
  machine: portfolioLinkingMachine,
  fields: {
    username: { label: LABELS.username, change: 'user.changeUsername' },
    password: { label: LABELS.password, change: 'user.changePassword' },
  },
  starts: { 'an educator': link, 'a student': link },
  gestures: {
    'user.changeUsername': (event, walk) =>
      typeInto(walk, LABELS.username, (event as Extract<PortfolioLinkingEvent, { value: string }>).value),
    'user.changePassword': (event, walk) =>
      typeInto(walk, LABELS.password, (event as Extract<PortfolioLinkingEvent, { value: string }>).value),
    'user.leave': (event, walk) =>
      leave(walk, LABELS[(event as Extract<PortfolioLinkingEvent, { field: string }>).field]),
    'user.submit': (_event, walk) => press(walk, 'LINK_ACCOUNT_BUTTON'),
  },
  calls: {
    linkPortfolio: {
      path: () => portfolioLinkingEndpoint.path,
      // The username as typed, trimmed; the password as typed; the single sign-on's key from the link.
      sent: (walk) => {
        const values = lastSubmitted<{ username: string; password: string }>(walk)
        return {
          body: {
            Username: values.username.trim(),
            Password: values.password,
            SsoToken: (walk.start.input as PortfolioLinkingInput).k,
          },
        }
      },
      read: (answer) => outcomeOf(portfolioLinkingEndpoint, answer),
      answer: (output, walk) => {
        const outcome = output as LinkPortfolioOutcome
        return outcome.kind === 'linked'
          ? { status: 200, json: { data: { url: inThisRun(outcome.url, walk.origin) } } }
          : refusal(401, 'Unauthorized')
      },
    },
  },
})
