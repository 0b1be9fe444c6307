import { clsx } from 'clsx';
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * What every icon of the store puts on its <svg> besides `aria-hidden` (written on each, for the linter): a
 * 24-unit box and the class `icon`, whose stroke style (no fill, a round 1.75 stroke in the current colour)
 * the stylesheet draws (globals.css): six attributes on every inline icon, in the HTML and again in React's
 * flight data, were the bulk of its bytes (decision 0048). `extra` classes come before the caller's; features
 * drawing their own icons use it too. Override the stroke style with a utility (`stroke-none`, `fill-current`,
 * `stroke-2`), not an attribute on the <svg>, which the class would outrank.
 */
export function icon({ className, ...props }: IconProps, extra?: string) {
  return { viewBox: '0 0 24 24', ...props, className: clsx('icon', extra, className) };
}

/** Points toward the end of the line: right in English, left in Arabic. */
export function ArrowForwardIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props, 'rtl:-scale-x-100')}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M3 6.5h10.5v9H3zM13.5 9.5h4l3 3v3h-7z" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/** The brand mark: a roasted coffee bean. */
export function CoffeeBeanIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon({ viewBox: '0 0 32 32', ...props }, 'stroke-none')}>
      <ellipse cx="16" cy="16" rx="10" ry="13.5" transform="rotate(35 16 16)" fill="currentColor" />
      <path
        d="M9.6 24.6c3.2-2.1 3.4-5.2 4.1-8.2.8-3.2 2.5-6.4 8.7-9"
        stroke="var(--color-cream-50)"
        strokeWidth="1.9"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function CardIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </svg>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.1-1.8 2-4 2h-2" />
    </svg>
  );
}

/** Opens a dropdown: points down in both directions, so it does not mirror. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A tick: something checked and true (a verified purchase). */
export function CheckIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A magnifier; mirrored in Arabic so its handle points toward the end of the line, as Arabic UIs draw it. */
export function SearchIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props, 'rtl:-scale-x-100')}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}

/** Links that leave the store (opening in a new tab): the arrow leaves the box toward the end side. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props, 'rtl:-scale-x-100')}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
