import type { ShippingStep } from '@coffee/contracts/content';
import type { ComponentType, SVGProps } from 'react';
import { CardIcon, icon, TruckIcon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

function BasketIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M3 9.5h18l-1.6 9.1a2 2 0 0 1-2 1.65H6.6a2 2 0 0 1-2-1.65z" />
      <path d="m8 9.5 3-5.75M16 9.5l-3-5.75M9 13.5v3M12 13.5v3M15 13.5v3" />
    </svg>
  );
}

function HomeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M3.5 10.5 12 3.5l8.5 7M5.5 9v11h13V9" />
      <path d="M9.5 20v-5.5h5V20" />
    </svg>
  );
}

/** The delivery truck drives toward the end of the line, so it faces left on Arabic pages. */
function DeliveryIcon({ className, ...props }: IconProps) {
  return <TruckIcon className={`rtl:-scale-x-100 ${className ?? ''}`} {...props} />;
}

/** The API names each step's icon. */
export const SHIPPING_STEP_ICONS: Record<ShippingStep['icon'], ComponentType<IconProps>> = {
  cart: BasketIcon,
  card: CardIcon,
  truck: DeliveryIcon,
  home: HomeIcon,
};
