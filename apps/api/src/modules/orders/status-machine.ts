import type { OrderStatus, StatusActorKind } from '@coffee/contracts/orders';

/**
 * Who may move an order from one status to the next. The forward path is one step at a time:
 * PENDING → PLACED (the payment settled) → ACCEPT → PREPARE → READY_TO_SHIP → WITH_COURIER → DELIVERED.
 * CANCELED: by the shopper up to ACCEPT, by staff before WITH_COURIER, by the system while PENDING (an expired
 * reservation) and while WITH_COURIER (the courier brought the parcel back, or lost it). The courier's reports
 * move an order to WITH_COURIER and DELIVERED as the system (modules/shipping). DELIVERED and CANCELED are final.
 */
const FORWARD: Partial<Record<OrderStatus, { to: OrderStatus; by: readonly StatusActorKind[] }>> = {
  PENDING: { to: 'PLACED', by: ['system'] },
  PLACED: { to: 'ACCEPT', by: ['staff'] },
  ACCEPT: { to: 'PREPARE', by: ['staff'] },
  PREPARE: { to: 'READY_TO_SHIP', by: ['staff'] },
  READY_TO_SHIP: { to: 'WITH_COURIER', by: ['staff', 'system'] },
  WITH_COURIER: { to: 'DELIVERED', by: ['staff', 'system'] },
};

const CANCELABLE_BY: Record<StatusActorKind, readonly OrderStatus[]> = {
  customer: ['PENDING', 'PLACED', 'ACCEPT'],
  staff: ['PENDING', 'PLACED', 'ACCEPT', 'PREPARE', 'READY_TO_SHIP'],
  system: ['PENDING', 'WITH_COURIER'],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus, by: StatusActorKind): boolean {
  if (to === 'CANCELED') return CANCELABLE_BY[by].includes(from);
  const next = FORWARD[from];
  return next !== undefined && next.to === to && next.by.includes(by);
}

/** The statuses this actor may move an order to from here (what a back office would offer). */
export function nextStatuses(from: OrderStatus, by: StatusActorKind): OrderStatus[] {
  const forward = FORWARD[from];
  return [
    ...(forward?.by.includes(by) ? [forward.to] : []),
    ...(canChangeStatus(from, 'CANCELED', by) ? (['CANCELED'] as const) : []),
  ];
}

/** Statuses at which the shopper hears from us by email. */
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [
  'PLACED',
  'ACCEPT',
  'WITH_COURIER',
  'DELIVERED',
  'CANCELED',
];
