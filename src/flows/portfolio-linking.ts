import { portfolioLinkingMachine } from '../../machines/portfolio-linking/portfolio-linking.machine'
import type {
  LinkPortfolioOutcome,
  LinkPortfolioRequest,
} from '../../machines/portfolio-linking/portfolio-linking.types'
import { linkPortfolio } from '../api/portfolio-linking'
import { fromCall } from './call'
import { redirectToDestination } from './redirect-to-destination'

/** Portfolio linking with the real server and browser behind it. */
export const createPortfolioLinkingFlow = () =>
  portfolioLinkingMachine.provide({
    actors: {
      linkPortfolio: fromCall<LinkPortfolioOutcome, LinkPortfolioRequest>(linkPortfolio),
    },
    actions: {
      redirectToDestination,
    },
  })
