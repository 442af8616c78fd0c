/** Leaves the single-page app for a url the machine has already checked against the redirect policy. */
export function redirectBrowser(url: string): void {
  window.location.assign(url)
}

/** An absolute url on this origin, for the server to put in what it sends (such as a link in an email). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href
}
