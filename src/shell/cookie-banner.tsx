import { useSelector } from '@xstate/react'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cookieBannerMachine } from '../../machines/cookie-banner/cookie-banner.machine'
import {
  analyticsHere,
  browserRefusesTracking,
  keptChoice,
  keepChoice,
  startAnalytics,
  stopAnalytics,
} from '../browser/analytics-consent'
import type { PortalConfig, Site } from '../config'
import { useText } from '../i18n/i18n'
import { useAddress, usePage } from '../page'
import { linkTo } from '../urls/address'
import { AppLink, useHydrated } from '../screens/parts/page'
import { useFlowActor } from '../screens/flow'

/** The cookie banner with the real choice, kept in its cookie, and the real analytics tag behind it. */
const createCookieBannerFlow = (site: Site, config: PortalConfig) =>
  cookieBannerMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(site, config),
      stopAnalytics: () => stopAnalytics(site, config),
    },
  })

type CookieBannerActor = ActorRefFrom<typeof cookieBannerMachine>

/**
 * The banner's frame, before everything else. While it asks, it is a region named with its question's heading (aria-label, the heading's words), as
 * GOV.UK's cookie banner is; once answered it shows no heading, so it is no named region either: a screen reader
 * is given what the page shows (docs/decisions/035), and the answer, which takes focus, says the rest.
 */
function Frame(props: { modifier?: string; asking: boolean; children: ReactNode }) {
  const t = useText()
  return (
    <div
      className={props.modifier === undefined ? 'cookie-banner' : `cookie-banner ${props.modifier}`}
      role={props.asking ? 'region' : undefined}
      aria-label={props.asking ? t('COOKIE_BANNER_TITLE', { service: t('APP_NAME') }) : undefined}
      data-nosnippet=""
    >
      <div className="cookie-banner__inner">{props.children}</div>
    </div>
  )
}

/** The question, with its two answers of equal weight: a form, so a press before the app starts is kept. */
function Question(props: { onAnswer?: (event: FormEvent<HTMLFormElement>) => void }) {
  const t = useText()
  return (
    <form className="cookie-banner__question" onSubmit={props.onAnswer}>
      <h2 className="cookie-banner__heading">{t('COOKIE_BANNER_TITLE', { service: t('APP_NAME') })}</h2>
      <p>{t('COOKIE_BANNER_ESSENTIAL')}</p>
      <p>{t('COOKIE_BANNER_ANALYTICS')}</p>
      <div className="cookie-banner__actions">
        <button type="submit" name="analytics" value="accept" className="button button--primary">
          {t('ACCEPT_ANALYTICS_COOKIES')}
        </button>
        <button type="submit" name="analytics" value="reject" className="button button--primary">
          {t('REJECT_ANALYTICS_COOKIES')}
        </button>
        <AppLink to={linkTo('cookies')}>{t('VIEW_COOKIES')}</AppLink>
      </div>
    </form>
  )
}

/** What the browser's Global Privacy Control brought about, with the way to choose otherwise. */
function BrowserRefusedNotice(props: { onHide?: () => void }) {
  const t = useText()
  return (
    <div className="cookie-banner__notice">
      <p>{t('COOKIES_REFUSED_BY_BROWSER')}</p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={props.onHide}>
          {t('HIDE_COOKIE_MESSAGE')}
        </button>
        <AppLink to={linkTo('cookies')}>{t('CHANGE_COOKIE_SETTINGS')}</AppLink>
      </div>
    </div>
  )
}

/** Which answer the pressed button gives. */
const answerOf = (event: FormEvent<HTMLFormElement>): 'user.accept' | 'user.reject' =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'accept'
    ? 'user.accept'
    : 'user.reject'

/**
 * The banner as the build writes it into a prerendered page, and as React first meets it there: the question,
 * and the Global Privacy Control notice beside it. The head script marks the page before it is painted
 * (`data-consent`, src/start/head.ts), and the styles show the one that applies, or neither (docs/decisions/031).
 * With the flow's handlers where it has one: an answer given before the app started reaches it (the head script
 * holds it, then sends it once the app has started, decision 026). An element, not a component of its own: the
 * banner's own state renders the same `Frame` next, so React keeps the question's form, the very element the head
 * script holds a submit of.
 */
const asPrerendered = (props: {
  onAnswer?: (event: FormEvent<HTMLFormElement>) => void
  onHide?: () => void
}) => (
  <Frame modifier="cookie-banner--prerendered" asking>
    <Question onAnswer={props.onAnswer} />
    <BrowserRefusedNotice onHide={props.onHide} />
  </Frame>
)

/** Gives focus to the page's main content: the banner that had it is gone. */
const focusMain = () => document.getElementById('main')?.focus()

export function CookieBannerView({
  actor,
  hydrating = false,
}: {
  actor: CookieBannerActor
  hydrating?: boolean
}) {
  const t = useText()
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const message = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The answer replaces the buttons that had focus: its message takes it, so a screen reader reads it.
    if (state === 'accepted' || state === 'rejected') message.current?.focus()
  }, [state])
  const hide = () => {
    actor.send({ type: 'user.hide' })
    focusMain()
  }
  const answer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: answerOf(event) })
  }
  if (hydrating) return asPrerendered({ onAnswer: answer, onHide: hide })
  switch (state) {
    case 'asking':
      return (
        <Frame asking>
          <Question onAnswer={answer} />
        </Frame>
      )
    case 'accepted':
    case 'rejected':
      return (
        <Frame asking={false}>
          <div className="cookie-banner__answer" role="alert" tabIndex={-1} ref={message}>
            <p>{t(state === 'accepted' ? 'COOKIES_ACCEPTED' : 'COOKIES_REJECTED')}</p>
            <div className="cookie-banner__actions">
              <button type="button" className="button button--primary" onClick={hide}>
                {t('HIDE_COOKIE_MESSAGE')}
              </button>
              <AppLink to={linkTo('cookies')}>{t('CHANGE_COOKIE_SETTINGS')}</AppLink>
            </div>
          </div>
        </Frame>
      )
    case 'browserRefused':
      return (
        <Frame asking={false}>
          <BrowserRefusedNotice onHide={hide} />
        </Frame>
      )
    default:
      return null
  }
}

/**
 * Runs the banner's flow for this host. It starts afresh each time it mounts: back from the cookies page (where it
 * is not), it reads the answer given there. While React hydrates a prerendered page, it shows what the build
 * wrote, with the flow's handlers, in the same elements.
 */
function CookieBannerFlow(props: { hydrating: boolean }) {
  const { site, config } = usePage()
  const actor = useFlowActor(() => createCookieBannerFlow(site, config), {
    keptChoice: keptChoice(),
    globalPrivacyControl: browserRefusesTracking(),
  })
  return <CookieBannerView actor={actor} hydrating={props.hydrating} />
}

/**
 * The cookie banner (docs/decisions/031), the first thing on every page of a host whose analytics needs the
 * person's yes; nothing elsewhere, and nothing on the cookies page, where the choice is made.
 */
export function CookieBanner() {
  const { route } = useAddress()
  const hydrating = !useHydrated()
  if (route?.name === 'cookies') return null
  // Where the host asks, the flow runs from the start; elsewhere nothing does, and what the build wrote goes.
  if (analyticsHere() === 'asks') return <CookieBannerFlow hydrating={hydrating} />
  return hydrating ? asPrerendered({}) : null
}
