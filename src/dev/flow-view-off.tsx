/** Stands in for the live flow view in production builds (vite.config.ts aliases it); renders nothing. */
export default function FlowViewOff() {
  return null
}
