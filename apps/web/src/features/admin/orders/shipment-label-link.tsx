'use client';

import type { Locale } from '@coffee/contracts/common';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { bffUrlOf, callBff } from '@/lib/bff/call-bff';
import { cancelShipment, downloadShipmentLabel } from '@/lib/bff/calls/admin-shipping';
import { useRefreshingAction } from './use-refreshing-action';

/** Opens the parcel's label (the courier's airway bill, a PDF) in a new tab, to print. */
export function ShipmentLabelLink({
  shipmentId,
  locale,
  label,
}: {
  shipmentId: number;
  locale: Locale;
  label: string;
}) {
  return (
    <a
      href={bffUrlOf(downloadShipmentLabel, { locale, params: { id: shipmentId } })}
      target="_blank"
      rel="noopener"
      className={`${secondaryButtonClass} print:hidden`}
    >
      {label}
    </a>
  );
}

type CancelBookingButtonProps = {
  shipmentId: number;
  locale: Locale;
  /** `done` is already filled with the order's number. */
  labels: { text: string; pending: string; done: string; networkError: string };
};

/** Calls off the courier's booking before pickup; the order can then be booked again. */
export function CancelBookingButton({ shipmentId, locale, labels }: CancelBookingButtonProps) {
  const { pending, run } = useRefreshingAction(labels.networkError);
  const cancel = () =>
    run(
      () => callBff(cancelShipment, { locale, params: { id: shipmentId } }),
      () => ({ done: [labels.done], failed: [] }),
    );
  return (
    <button
      type="button"
      onClick={cancel}
      disabled={pending}
      aria-busy={pending}
      className={`${secondaryButtonClass} print:hidden`}
    >
      {pending ? labels.pending : labels.text}
    </button>
  );
}
