/** The cookies page's form: the fixtures its paths are planned from, and the words of its test cases (../shared/path-model.ts). */
import type { AnyMachineSnapshot } from 'xstate'
import { definePathModel } from '../shared/path-model'
import { cookieSettingsMachine } from './cookie-settings.machine'
import type { AnalyticsChoice, CookieSettingsEvent } from './cookie-settings.types'

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
