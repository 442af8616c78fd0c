/**
 * /cookies (docs/decisions/031): what the portal keeps in the browser, and the analytics choice, changed at any
 * time, with the real choice and analytics tag behind its form.
 */
import {
  analyticsHere,
  browserRefusesTracking,
  keptChoice,
  keepChoice,
  startAnalytics,
  stopAnalytics,
} from '../../browser/analytics-consent'
import type { PortalConfig, Site } from '../../config'
import { useText, type MessageKey } from '../../i18n/i18n'
import { usePage } from '../../page'
import { useFlowActor } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import { cookieSettingsMachine } from '../../../machines/cookie-settings/cookie-settings.machine'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { AnalyticsChoice } from '../../../machines/cookie-banner/cookie-banner.machine'
import { STORED, shownName, type Stored } from '../../kept-in-browser'
import { STORED_WORDS } from './cookies-words'
import { SubmitButton } from '../parts/busy'
import { FlowForm } from '../parts/form'
import { Column, PageHeading, useHydrated } from '../parts/page'

/** The cookies page's form with the real choice, kept in its cookie, and the real analytics tag behind it. */
export const createCookieSettingsFlow = (site: Site, config: PortalConfig) =>
  cookieSettingsMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(site, config),
      stopAnalytics: () => stopAnalytics(site, config),
    },
  })

type CookieSettingsActor = ActorRefFrom<typeof cookieSettingsMachine>

const KEPT_IN: Record<Stored['in'], MessageKey> = {
  cookie: 'STORED_KIND_COOKIE',
  localStorage: 'STORED_KIND_LOCAL_STORAGE',
}

/** One thing kept, with what it is for, who keeps it and for how long: a list a narrow screen can hold. */
function StoredEntries(props: { category: Stored['category'] }) {
  const t = useText()
  return (
    <ul className="stored">
      {STORED.filter((stored) => stored.category === props.category).map((stored) => (
        <li key={stored.name} className="stored__entry">
          <h3 className="stored__name">
            <code>{shownName(stored)}</code>
          </h3>
          <dl className="stored__facts">
            <dt>{t('COOKIES_TABLE_KIND')}</dt>
            <dd>{t(KEPT_IN[stored.in])}</dd>
            <dt>{t('COOKIES_TABLE_PURPOSE')}</dt>
            <dd>{t(STORED_WORDS[stored.name].purpose as MessageKey)}</dd>
            <dt>{t('COOKIES_TABLE_SET_BY')}</dt>
            <dd>{t(STORED_WORDS[stored.name].setBy as MessageKey)}</dd>
            <dt>{t('COOKIES_TABLE_LASTS')}</dt>
            <dd>{t(STORED_WORDS[stored.name].lasts as MessageKey)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** The analytics choice: two answers, the one that holds chosen; saved with the button. */
function ChoiceForm(props: { actor: CookieSettingsActor; choice: AnalyticsChoice }) {
  const t = useText()
  const { actor } = props
  const option = (value: AnalyticsChoice, label: MessageKey) => (
    <div className="radio">
      <input
        id={`analytics-${value}`}
        type="radio"
        name="analytics"
        value={value}
        className="radio__input"
        defaultChecked={props.choice === value}
        onChange={() => actor.send({ type: 'user.choose', value })}
      />
      <label className="radio__label" htmlFor={`analytics-${value}`}>
        {t(label)}
      </label>
    </div>
  )
  return (
    <FlowForm
      busy={false}
      onSubmit={(form) =>
        actor.send({
          type: 'user.submit',
          values: { choice: form.get('analytics') === 'accepted' ? 'accepted' : 'rejected' },
        })
      }
    >
      <fieldset className="radios">
        <legend className="radios__legend">{t('COOKIES_CHOICE_LEGEND')}</legend>
        {option('accepted', 'COOKIES_CHOICE_YES')}
        {option('rejected', 'COOKIES_CHOICE_NO')}
      </fieldset>
      <SubmitButton busy={false}>{t('SAVE_COOKIE_SETTINGS')}</SubmitButton>
    </FlowForm>
  )
}

/**
 * The cookies page (docs/decisions/031): what the portal and its outside scripts keep in the browser
 * (src/kept-in-browser.ts) and, where the host has analytics, the choice about it. As the build writes it,
 * and as React first meets it, it holds both the choice and the sentence for a host without analytics, and
 * the note for a browser that sends Global Privacy Control: the head script marks the page before it is
 * painted, and the styles show what applies.
 */
export function CookiesView(props: {
  actor: CookieSettingsActor
  /** What this host does about analytics: none, asks first, or runs it without asking. */
  analytics: 'none' | 'asks' | 'not-required'
  /** The browser sends Global Privacy Control and no answer is kept: analytics is refused until one is. */
  browserRefuses: boolean
}) {
  const t = useText()
  const hydrating = !useHydrated()
  const saved = useSelector(props.actor, (snapshot) => snapshot.matches('saved'))
  const choice = useSelector(props.actor, (snapshot) => snapshot.context.choice)
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The button that was pressed stays, but its answer appears above it: focus goes there, so it is read out.
    // Saved again, the answer is already there and focus stays on the button.
    if (saved) confirmation.current?.focus()
  }, [saved])
  // Each part stays in the page and is hidden where it does not apply, so the elements React hydrated (the form
  // the head script may hold a submit of among them, decision 026) stay the same.
  const showsNone = hydrating || props.analytics === 'none'
  const offersChoice = hydrating || props.analytics !== 'none'
  const notesRefusal = hydrating || props.browserRefuses
  return (
    <Column width="reading" className={hydrating ? 'cookies cookies--prerendered' : 'cookies'}>
      <PageHeading titleKey="COOKIES_TITLE" />
      {saved ? (
        <div className="panel panel--success cookies__saved" role="alert" tabIndex={-1} ref={confirmation}>
          <p className="panel__lead">{t('COOKIE_SETTINGS_SAVED')}</p>
        </div>
      ) : null}
      <p className="lead">{t('COOKIES_INTRO')}</p>
      <h2>{t('COOKIES_ESSENTIAL_HEADING')}</h2>
      <p>{t('COOKIES_ESSENTIAL_TEXT')}</p>
      <StoredEntries category="essential" />
      <h2>{t('COOKIES_ANALYTICS_HEADING')}</h2>
      <p className="cookies__none" hidden={!showsNone}>
        {t('COOKIES_NO_ANALYTICS')}
      </p>
      <div className="cookies__choice" hidden={!offersChoice}>
        <p>{t('COOKIES_ANALYTICS_TEXT')}</p>
        <StoredEntries category="analytics" />
        <p className="notice cookies__gpc" hidden={!notesRefusal}>
          {t('COOKIES_GPC_NOTE')}
        </p>
        {/* What the build wrote holds no kept answer: "no", the answer until there is one. */}
        <ChoiceForm actor={props.actor} choice={hydrating ? 'rejected' : choice} />
      </div>
      <p>{t('COOKIES_TELEMETRY_TEXT')}</p>
    </Column>
  )
}

export default function CookiesScreen(_props: ScreenProps<'cookies'>) {
  const { site, config } = usePage()
  const kept = keptChoice()
  const actor = useFlowActor(() => createCookieSettingsFlow(site, config), { keptChoice: kept })
  return (
    <CookiesView
      actor={actor}
      analytics={analyticsHere()}
      browserRefuses={browserRefusesTracking() && kept === null}
    />
  )
}
