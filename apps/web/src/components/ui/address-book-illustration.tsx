/** A folded map with a dotted route and a caramel pin: the empty address book, drawn inline (never broken). */
export function AddressBookIllustration() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-32 w-40 sm:h-36 sm:w-44">
      <ellipse cx="100" cy="144" rx="74" ry="8" className="fill-crema-200" />
      <path
        d="M36 62l42-12 44 12 42-12v72l-42 12-44-12-42 12z"
        className="fill-white stroke-mocha-400"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M78 50v72M122 62v72" className="stroke-mocha-400" strokeWidth="3" />
      <path
        d="M52 114q18-30 42-16t46-22"
        fill="none"
        className="stroke-crema-300"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />
      <path
        d="M146 16a19 19 0 0 1 19 19c0 15-19 34-19 34s-19-19-19-34a19 19 0 0 1 19-19z"
        className="fill-caramel-500"
      />
      <circle cx="146" cy="35" r="7" className="fill-cream-50" />
    </svg>
  );
}
