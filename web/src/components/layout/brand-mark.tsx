/** The product's mark: ledger lines with a tick. Decorative, so hidden from screen readers. */
export function BrandMark({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--bs-primary)" />
      <path d="M9 11h14M9 16h9M9 21h6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="m18.5 21 2.5 2.5 4.5-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
