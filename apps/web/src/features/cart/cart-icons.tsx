import type { SVGProps } from 'react';
import { icon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** A shopping bag: the cart in the navbar. Symmetric, so it does not mirror. */
export function CartIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M5.5 8h13l-1 12.5h-11z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M4.5 7h15M10 4h4M6.5 7l.9 12.2a1.5 1.5 0 0 0 1.5 1.3h6.2a1.5 1.5 0 0 0 1.5-1.3L17.5 7M10 11v6M14 11v6" />
    </svg>
  );
}
