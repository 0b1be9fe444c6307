import type { Season } from './season';

/** The season's picture, drawn inline (no request, nothing to fail): lanterns, a crescent, a sun. */
export function SeasonArt({ season }: { season: Season }) {
  return (
    <svg
      viewBox="0 0 240 140"
      aria-hidden="true"
      focusable="false"
      className="h-28 w-48 shrink-0 sm:h-36 sm:w-60"
    >
      {season === 'summer' ? (
        <>
          <circle cx="180" cy="42" r="26" className="fill-caramel-300" />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <rect
              key={angle}
              x="178"
              y="4"
              width="4"
              height="10"
              rx="2"
              className="fill-caramel-300"
              transform={`rotate(${angle} 180 42)`}
            />
          ))}
          <path d="M60 40h56l-8 88q-1 8-9 8H77q-8 0-9-8z" className="fill-white/90" />
          <path d="M64 70h48l-5 56q-1 6-7 6H76q-6 0-7-6z" className="fill-mocha-600" />
          <rect
            x="72"
            y="58"
            width="14"
            height="14"
            rx="3"
            className="fill-white/70"
            transform="rotate(12 79 65)"
          />
          <rect
            x="90"
            y="62"
            width="14"
            height="14"
            rx="3"
            className="fill-white/70"
            transform="rotate(-10 97 69)"
          />
          <path d="M98 40l14-34" className="stroke-cherry-700" strokeWidth="5" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M196 22a34 34 0 1 0 22 58a28 28 0 1 1-22-58z" className="fill-caramel-300" />
          {[
            [40, 30],
            [70, 14],
            [150, 18],
            [226, 108],
          ].map(([x, y]) => (
            <path
              key={`${x}-${y}`}
              d={`M${x} ${(y ?? 0) - 6}l2 4 4 2-4 2-2 4-2-4-4-2 4-2z`}
              className="fill-cream-50"
            />
          ))}
          {(season === 'ramadan' ? [60, 110] : [85]).map((x, index) => (
            <g key={x}>
              <path d={`M${x} 0v${30 + index * 14}`} className="stroke-caramel-300" strokeWidth="2" />
              <path
                d={`M${x - 14} ${44 + index * 14}h28l-4 40h-20z`}
                className={season === 'ramadan' ? 'fill-cherry-700' : 'fill-leaf-700'}
              />
              <path d={`M${x - 10} ${34 + index * 14}h20l4 10h-28z`} className="fill-caramel-300" />
              <rect
                x={x - 6}
                y={54 + index * 14}
                width="12"
                height="22"
                rx="6"
                className="fill-caramel-300/80"
              />
            </g>
          ))}
        </>
      )}
    </svg>
  );
}
