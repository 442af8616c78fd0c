/**
 * The headers every page (a document) is sent with besides those of every response, by nginx (html-headers.conf,
 * deploy/render-nginx.ts); `vite preview` sends the Permissions-Policy too, so the end-to-end tests run under it
 * (deploy/preview-headers.ts says why not the other).
 */
/**
 * What a sign-in page never uses, turned off for it and anything it might frame (MDN's Permissions-Policy
 * directives that Chromium, Firefox and WebKit read without complaint): sensors, camera and microphone, screen
 * capture, location, payment, devices, and the browser's interest topics.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** What a document gets besides the headers of every response: its own browsing context group, and no devices. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  // Another site's window cannot reach this one (window.opener) nor share its process: no cross-window attacks.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
}
