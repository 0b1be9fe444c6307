import { clsx } from 'clsx';
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The stroke style every icon of the store shares; features drawing their own icons spread it too. */
export const iconBase = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** Points toward the end of the line: right in English, left in Arabic. */
export function ArrowForwardIcon({ className, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} className={clsx('rtl:-scale-x-100', className)} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M3 6.5h10.5v9H3zM13.5 9.5h4l3 3v3h-7z" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/** The brand mark: a roasted coffee bean. */
export function CoffeeBeanIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} viewBox="0 0 32 32" stroke="none" {...props}>
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
    <svg aria-hidden="true" {...iconBase} {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </svg>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
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
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A tick: something checked and true (a verified purchase). */
export function CheckIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A magnifier; mirrored in Arabic so its handle points toward the end of the line, as Arabic UIs draw it. */
export function SearchIcon({ className, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} className={clsx('rtl:-scale-x-100', className)} {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}

/** Links that leave the store (opening in a new tab): the arrow leaves the box toward the end side. */
export function ExternalLinkIcon({ className, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" {...iconBase} className={clsx('rtl:-scale-x-100', className)} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
