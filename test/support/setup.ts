import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetAppTokenReplayForTests } from '../../src/browser/storage'

afterEach(() => {
  cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  // Every test is a page load of its own: its first sign-in screen may replay a kept appToken.
  resetAppTokenReplayForTests()
})
