import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { NavigateOptions } from '../flows/flow-environment'
import { useLocale } from '../i18n/locale-context'

/** The router's navigate, keeping `?lang=fr` so the language follows the person. */
export function useNavigate(): (path: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation()
  const { localizedPath } = useLocale()
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(localizedPath(path), options),
    [navigate, localizedPath],
  )
}
