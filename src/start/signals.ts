/**
 * The app's two words to the head script (./protocol.ts, decision 026): it has started, or it cannot start. Said
 * on the document, so that any part of the app may say the second; the head script heeds it only while the page
 * is starting, and after that the part shows its own answer.
 */
import { START_FAILED_EVENT, STARTED_EVENT, type StartFailure } from './protocol.ts'

export const signalStarted = (): void => void document.dispatchEvent(new Event(STARTED_EVENT))

export const signalStartFailed = (failure: StartFailure): void =>
  void document.dispatchEvent(new CustomEvent(START_FAILED_EVENT, { detail: failure }))
