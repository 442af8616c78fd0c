/** The product mark: drawn inline so it costs no request and follows the colour scheme. */
export function ProductLogo() {
  return (
    <svg className="logo" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--brand)" />
      <path
        d="M10 27 L18 17 L23 22 L30 12"
        fill="none"
        stroke="var(--on-brand)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="30" cy="12" r="3" fill="var(--on-brand)" />
    </svg>
  )
}
