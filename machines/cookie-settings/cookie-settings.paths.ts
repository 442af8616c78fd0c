/**
 * The cookies page's form: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what they chose.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { definePathModel } from '../shared/path-model'
import {
  cookieSettingsMachine,
  type CookieSettingsEvent,
  type CookieSettingsInput,
} from './cookie-settings.machine'
import type { AnalyticsChoice } from '../cookie-banner/cookie-banner.machine'
import { defineOracle, type PathSoFar, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

const ANSWERS: readonly AnalyticsChoice[] = ['accepted', 'rejected']

function events(snapshot: AnyMachineSnapshot): CookieSettingsEvent[] {
  const chosen = (snapshot.context as { choice: AnalyticsChoice }).choice
  return [
    ...ANSWERS.filter((answer) => answer !== chosen).map((value) => ({
      type: 'user.choose' as const,
      value,
    })),
    { type: 'user.submit', values: { choice: chosen } },
  ]
}

const inWords = (choice: AnalyticsChoice) =>
  choice === 'accepted' ? 'Use analytics cookies' : 'Do not use analytics cookies'

export const cookieSettingsPaths = definePathModel({
  title: 'Cookies page: the analytics choice',
  machine: cookieSettingsMachine,
  starts: [
    { label: 'no answer kept', input: { keptChoice: null } },
    { label: 'analytics accepted earlier', input: { keptChoice: 'accepted' } },
  ],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { choice: AnalyticsChoice }).choice]),
  say: (event) => {
    switch (event.type) {
      case 'user.choose':
        return `choose "${inWords(event.value)}"`
      case 'user.submit':
        return `press Save cookie settings with "${inWords(event.values.choice)}" chosen`
      default:
        return (event as { type: string }).type
    }
  },
  branches: {
    'user.submit [acceptsAnalytics]':
      'analytics cookies are chosen, so the page keeps the yes and starts analytics',
    'user.submit [otherwise]':
      'no analytics cookies are chosen, so the page keeps the no, stops analytics and deletes its cookies',
  },
  screens: {
    'cookieSettings.editing': (snapshot) =>
      `the cookies page: everything the portal keeps, and the analytics choice with "${inWords(
        (snapshot.context as { choice: AnalyticsChoice }).choice,
      )}" chosen`,
    'cookieSettings.saved': (snapshot) =>
      `"You've set your cookie preferences", focused, above the form; analytics ${
        (snapshot.context as { choice: AnalyticsChoice }).choice === 'accepted'
          ? 'on'
          : 'off, its cookies deleted'
      }`,
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they chose; the browser walks check it in the page after
// every step.

const CHOICE_COOKIE = 'portal_analytics_choice'

/** The answer the form shows chosen: the last the person picked, else the kept one, else no. */
function chosen(path: PathSoFar): AnalyticsChoice {
  let choice = (path.start.input as CookieSettingsInput).keptChoice ?? 'rejected'
  for (const event of path.events as CookieSettingsEvent[])
    if (event.type === 'user.choose') choice = event.value
  return choice
}

/** The answer kept: the last one saved, else the start's. */
function kept(path: PathSoFar): string | null {
  const saves = (path.events as CookieSettingsEvent[]).filter((event) => event.type === 'user.submit')
  const last = saves.at(-1)
  if (last?.type === 'user.submit') return `v1.${last.values.choice}`
  const start = (path.start.input as CookieSettingsInput).keptChoice
  return start === null ? null : `v1.${start}`
}

/**
 * Whether analytics runs on this page: on since the page opened with a yes kept, or since a yes was saved;
 * stopped by a no saved after that; never started otherwise.
 */
function analyticsAfter(path: PathSoFar): 'off' | 'on' | 'stopped' {
  let state: 'off' | 'on' | 'stopped' =
    (path.start.input as CookieSettingsInput).keptChoice === 'accepted' ? 'on' : 'off'
  for (const event of path.events as CookieSettingsEvent[]) {
    if (event.type !== 'user.submit') continue
    if (event.values.choice === 'accepted') state = 'on'
    else if (state === 'on') state = 'stopped'
  }
  return state
}

/** The page: what the portal keeps, and the choice with the answer that holds. */
const page = (path: PathSoFar): Screen => {
  const choice = chosen(path)
  return {
    heading: 'COOKIES_TITLE',
    url: /^\/cookies$/,
    shows: [
      'COOKIES_ESSENTIAL_HEADING',
      'COOKIES_ANALYTICS_HEADING',
      'STORED_XSRF_PURPOSE',
      'STORED_GA_PURPOSE',
    ],
    controls: [
      { role: 'radio', name: 'COOKIES_CHOICE_YES', checked: choice === 'accepted' },
      { role: 'radio', name: 'COOKIES_CHOICE_NO', checked: choice === 'rejected' },
      { role: 'button', name: 'SAVE_COOKIE_SETTINGS' },
    ],
    cookies: { [CHOICE_COOKIE]: kept(path) },
    analytics: analyticsAfter(path),
  }
}

export const cookieSettingsOracle = defineOracle({
  machine: cookieSettingsMachine,
  screens: {
    'cookieSettings.editing': (path) => ({ ...page(path), hides: ['COOKIE_SETTINGS_SAVED'] }),
    // The answer, above the form, takes focus, so a screen reader reads it.
    'cookieSettings.saved': (path) => {
      const screen = page(path)
      return { ...screen, shows: [...(screen.shows ?? []), 'COOKIE_SETTINGS_SAVED'], focus: 'alert' }
    },
  },
})
