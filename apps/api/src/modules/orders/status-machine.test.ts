import { ORDER_STATUSES, type OrderStatus, type StatusActorKind } from '@coffee/contracts/orders';
import { describe, expect, it } from 'vitest';
import { canChangeStatus, nextStatuses } from './status-machine.js';

const ACTORS: StatusActorKind[] = ['customer', 'staff', 'system'];

/** Every change the store allows, written out by hand; everything else must be refused. */
const ALLOWED = new Set([
  'PENDING>PLACED:system',
  'PLACED>ACCEPT:staff',
  'ACCEPT>PREPARE:staff',
  'PREPARE>READY_TO_SHIP:staff',
  'READY_TO_SHIP>WITH_COURIER:staff',
  'WITH_COURIER>DELIVERED:staff',
  'PENDING>CANCELED:customer',
  'PLACED>CANCELED:customer',
  'ACCEPT>CANCELED:customer',
  'PENDING>CANCELED:staff',
  'PLACED>CANCELED:staff',
  'ACCEPT>CANCELED:staff',
  'PREPARE>CANCELED:staff',
  'READY_TO_SHIP>CANCELED:staff',
  'PENDING>CANCELED:system',
  // The courier's reports (modules/shipping): picked up, delivered, brought back or lost.
  'READY_TO_SHIP>WITH_COURIER:system',
  'WITH_COURIER>DELIVERED:system',
  'WITH_COURIER>CANCELED:system',
]);

describe('order status machine', () => {
  const cases = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) =>
      ACTORS.map((by) => [from, to, by] as [OrderStatus, OrderStatus, StatusActorKind]),
    ),
  );

  it.each(cases)('%s → %s by %s', (from, to, by) => {
    expect(canChangeStatus(from, to, by)).toBe(ALLOWED.has(`${from}>${to}:${by}`));
  });

  it('offers staff the next step and cancel until the courier has it, nothing after delivery', () => {
    expect(nextStatuses('PLACED', 'staff')).toEqual(['ACCEPT', 'CANCELED']);
    expect(nextStatuses('READY_TO_SHIP', 'staff')).toEqual(['WITH_COURIER', 'CANCELED']);
    expect(nextStatuses('WITH_COURIER', 'staff')).toEqual(['DELIVERED']);
    expect(nextStatuses('DELIVERED', 'staff')).toEqual([]);
    expect(nextStatuses('CANCELED', 'staff')).toEqual([]);
    expect(nextStatuses('PREPARE', 'customer')).toEqual([]);
  });
});
