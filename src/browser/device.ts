/**
 * The device constants of spec section 9, in one place. A phone is a screen narrower than 600 px or a browser
 * whose user agent says it is a phone; the user agent is cut to 500 characters before it is examined, so a
 * forged, endlessly long one costs the pattern nothing. Used by:
 * - styles.css: the one-column layout below 600 px (`@media (min-width: 600px)`; a unit test keeps the two equal);
 * - main.tsx: `data-device` on the root element, which sets the height limit of the header's pop-up menu
 *   (the portal's only tooltip-like layer): 200 px on a phone, 250 px elsewhere;
 * - the head script's old-browser check (isSupportedBrowser, src/start/head.ts), which examines the same cut user agent.
 */

export const PHONE_MAX_WIDTH_PX = 600
export const USER_AGENT_MAX_LENGTH = 500
export const TOOLTIP_MAX_HEIGHT_PX = { phone: 200, wide: 250 } as const

export type DeviceKind = keyof typeof TOOLTIP_MAX_HEIGHT_PX

// Tablets (iPad, Android without "Mobile") are not phones; a phone's own browser says Mobi or names the phone.
const PHONE_USER_AGENT = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i

const examinedUserAgent = (userAgent: string) => userAgent.slice(0, USER_AGENT_MAX_LENGTH)

export function deviceKind(device: { userAgent: string; viewportWidth: number }): DeviceKind {
  if (device.viewportWidth < PHONE_MAX_WIDTH_PX) return 'phone'
  return PHONE_USER_AGENT.test(examinedUserAgent(device.userAgent)) ? 'phone' : 'wide'
}

/** The media query that is true on screens at least as wide as a non-phone, for matchMedia. */
export const WIDE_SCREEN_QUERY = `(min-width: ${PHONE_MAX_WIDTH_PX}px)`
