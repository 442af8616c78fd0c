import { redirectBrowser } from '../browser/navigation'

/**
 * `redirectToDestination`, as every flow that leaves the portal for a url the server returned provides it: the
 * machine has already checked the url against the redirect policy and kept what it may follow as `destination`.
 */
export function redirectToDestination({ context }: { context: { destination: string | null } }): void {
  if (context.destination) redirectBrowser(context.destination)
}
