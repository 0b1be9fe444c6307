import type { SVGProps } from 'react';
import { icon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

export function MapPinIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.25" />
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 5.2 5.2l1.4-2.1 4.2 1.6V17a2 2 0 0 1-2.2 2A15.5 15.5 0 0 1 3 5.7 2 2 0 0 1 5 3.5z" />
    </svg>
  );
}
