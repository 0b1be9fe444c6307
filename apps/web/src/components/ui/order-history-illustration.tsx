/** A blank receipt beside a clock: no orders yet, drawn inline (never broken). */
export function OrderHistoryIllustration() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-32 w-40 sm:h-36 sm:w-44">
      <ellipse cx="100" cy="144" rx="70" ry="8" className="fill-crema-200" />
      <path
        d="M58 24h76v108l-9.5-7-9.5 7-9.5-7-9.5 7-9.5-7-9.5 7-9.5-7-9.5 7z"
        className="fill-white stroke-mocha-400"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M74 50h44M74 68h44M74 86h26"
        className="stroke-crema-300"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="146" cy="104" r="22" className="fill-cream-50 stroke-caramel-500" strokeWidth="5" />
      <path
        d="M146 92v13l9 6"
        fill="none"
        className="stroke-caramel-500"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
