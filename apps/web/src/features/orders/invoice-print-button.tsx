'use client';

import { secondaryButtonClass } from '@/components/ui/form/button-classes';

/** Opens the browser's print dialog; `invoice.css` lays the invoice out alone on A4. */
export function InvoicePrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${secondaryButtonClass} print:hidden`}>
      {label}
    </button>
  );
}
