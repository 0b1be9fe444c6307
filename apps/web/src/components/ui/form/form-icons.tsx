import type { SVGProps } from 'react';
import { icon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** "Show password": an open eye. Symmetric, so it does not mirror in Arabic. */
export function EyeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/** "Hide password": the eye struck through. */
export function EyeOffIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M10.6 5.6A9.9 9.9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.3 6.9C3.8 8.6 2.5 12 2.5 12s3.5 6.5 9.5 6.5c1.6 0 3-.4 4.3-1.1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
    </svg>
  );
}

/** Beside a problem under a field or above a form. */
export function AlertIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
