import { fromPromise } from 'xstate'
import { portfolioLinkingMachine } from '../../machines/portfolio-linking/portfolio-linking.machine'
import type {
  LinkPortfolioOutcome,
  LinkPortfolioRequest,
} from '../../machines/portfolio-linking/portfolio-linking.types'
import { linkPortfolio } from '../api/portfolio-linking'
import { redirectToDestination } from './redirect-to-destination'

/** Portfolio linking with the real server and browser behind it. */
export const createPortfolioLinkingFlow = () =>
  portfolioLinkingMachine.provide({
    actors: {
      linkPortfolio: fromPromise<LinkPortfolioOutcome, LinkPortfolioRequest>(({ input, signal }) =>
        linkPortfolio(input, signal),
      ),
    },
    actions: {
      redirectToDestination,
    },
  })
