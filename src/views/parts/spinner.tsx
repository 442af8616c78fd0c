/**
 * The spec's 12-line spinner. Decorative: the busy state is announced in words elsewhere. Each line's delay is
 * in styles.css, not a style attribute, which the Content-Security-Policy would block in prerendered HTML.
 */
export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <svg
      className="spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: 12 }, (_, line) => (
        <rect key={line} x="11" y="1" width="2" height="6" rx="1" transform={`rotate(${line * 30} 12 12)`} />
      ))}
    </svg>
  )
}
