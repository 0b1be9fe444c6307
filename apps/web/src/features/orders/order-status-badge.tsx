import type { OrderStatus } from '@coffee/contracts/orders';
import { clsx } from 'clsx';

const TONES: Record<OrderStatus, string> = {
  PENDING: 'bg-caramel-300/40 text-espresso-900',
  PLACED: 'bg-latte-100 text-espresso-900',
  ACCEPT: 'bg-latte-100 text-espresso-900',
  PREPARE: 'bg-latte-100 text-espresso-900',
  READY_TO_SHIP: 'bg-latte-100 text-espresso-900',
  WITH_COURIER: 'bg-caramel-300/40 text-espresso-900',
  DELIVERED: 'bg-espresso-900 text-cream-50',
  CANCELED: 'bg-cherry-700/10 text-cherry-700',
};

/** An order's status as the API labels it (spec §4: Pending, Placed, Accepted … Canceled). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={clsx('inline-flex rounded-full px-3 py-1 font-semibold text-xs', TONES[status])}>
      {label}
    </span>
  );
}
