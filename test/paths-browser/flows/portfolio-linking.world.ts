/** Portfolio linking, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { portfolioLinkingEndpoint } from '../../../src/api/portfolio-linking'
import { portfolioLinkingMachine } from '../../../machines/portfolio-linking/portfolio-linking.machine'
import type {
  LinkPortfolioOutcome,
  PortfolioLinkingEvent,
  PortfolioLinkingInput,
} from '../../../machines/portfolio-linking/portfolio-linking.types'
import { leave, press, typeInto } from '../gestures'
import { defineWorld, inThisRun, refusal, type Start } from '../world'

const LABELS = { username: 'USERNAME_OR_EMAIL', password: 'PASSWORD' } as const

/** The single sign-on's link: the key and who the person is. */
const link: Start = {
  arrive: (walk, run) => {
    const { k, audience } = walk.start.input as PortfolioLinkingInput
    return run.open(`/portfoliolinking/${k}/${audience}${walk.locale === 'fr-CA' ? '?lang=fr' : ''}`)
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
