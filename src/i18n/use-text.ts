import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { MessageKey } from './message-keys'

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string

/**
 * Text for the current locale. Views re-render when the language changes, so a switch happens in place.
 * Keys that come from the server (translationKey) go through `dynamic`, which renders an unknown key as-is.
 */
export function useText(): Translate & { dynamic: (key: string) => string } {
  const { i18n } = useLingui()
  const t = useCallback(
    (key: string, values?: Record<string, unknown>) => {
      if (key === '') throw new Error('Parameter "key" required')
      return i18n._(key, values)
    },
    // `i18n.locale` is read so the callback changes identity, and memoised children re-render, on a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  )
  return Object.assign(t as Translate, { dynamic: (key: string) => t(key) })
}
