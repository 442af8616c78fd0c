import { useCallback, useEffect, useRef } from 'react'

/**
 * A stable function that always calls the latest `callback`. Flows are provided once per actor, but the
 * router's navigate changes with the language, and the flow must use the current one.
 */
export function useLatest<TArgs extends unknown[]>(
  callback: (...args: TArgs) => void,
): (...args: TArgs) => void {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  return useCallback((...args: TArgs) => latest.current(...args), [])
}
