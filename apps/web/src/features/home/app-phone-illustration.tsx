/**
 * A phone showing the store's app, drawn in the site's palette: decorative, no text, no request.
 * Mirrored on Arabic pages like the layout it sketches.
 */
export function AppPhoneIllustration({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 220 400"
      className={`rtl:-scale-x-100 ${className ?? ''}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <ellipse cx="110" cy="388" rx="90" ry="10" fill="#1b110b" opacity=".45" />
      <rect x="14" y="6" width="192" height="376" rx="30" fill="#1b110b" />
      <rect x="18" y="10" width="184" height="368" rx="26" fill="#3b2619" />
      <rect x="26" y="18" width="168" height="352" rx="20" fill="#fbf7f1" />
      <rect x="86" y="26" width="48" height="10" rx="5" fill="#1b110b" />
      {/* header: logo and search */}
      <circle cx="46" cy="58" r="9" fill="#2a1b12" />
      <rect x="61" y="53" width="46" height="10" rx="5" fill="#2a1b12" />
      <rect x="38" y="76" width="144" height="22" rx="11" fill="#f5ecdf" stroke="#eedfca" />
      <circle cx="52" cy="87" r="4" fill="none" stroke="#8b6a50" strokeWidth="2" />
      {/* banner */}
      <rect x="38" y="108" width="144" height="70" rx="14" fill="#2a1b12" />
      <rect x="50" y="124" width="60" height="8" rx="4" fill="#e2b47f" />
      <rect x="50" y="138" width="44" height="6" rx="3" fill="#eedfca" opacity=".7" />
      <rect x="50" y="154" width="36" height="12" rx="6" fill="#c17f3e" />
      <ellipse cx="150" cy="143" rx="14" ry="19" transform="rotate(35 150 143)" fill="#8f5222" />
      <path
        d="M141 154c5-3 6-7 7-11s3-8 10-11"
        stroke="#e2b47f"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      {/* product tiles */}
      {[0, 1].map((row) =>
        [0, 1].map((col) => (
          <g key={`${row}-${col}`} transform={`translate(${38 + col * 76} ${190 + row * 86})`}>
            <rect width="68" height="78" rx="12" fill="#ffffff" stroke="#eedfca" />
            <rect x="6" y="6" width="56" height="40" rx="8" fill={(row + col) % 2 ? '#f5ecdf' : '#eedfca'} />
            <rect
              x="10"
              y="16"
              width="16"
              height="24"
              rx="3"
              fill={(row + col) % 2 ? '#a68a73' : '#6f4e37'}
            />
            <rect x="8" y="53" width="44" height="6" rx="3" fill="#2a1b12" />
            <rect x="8" y="65" width="26" height="6" rx="3" fill="#a8652c" />
          </g>
        )),
      )}
      {/* tab bar */}
      <path d="M26 346h168v4a20 20 0 0 1-20 20H46a20 20 0 0 1-20-20z" fill="#ffffff" />
      {[60, 95, 130, 165].map((x, index) => (
        <circle key={x} cx={x} cy="358" r="5" fill={index === 0 ? '#c17f3e' : '#e4cfb3'} />
      ))}
    </svg>
  );
}
