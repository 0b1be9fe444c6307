'use client';

import type { Locale } from '@coffee/contracts/common';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { bffUrlOf } from '@/lib/bff/call-bff';
import { downloadShipmentLabel } from '@/lib/bff/calls/admin-shipping';

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
