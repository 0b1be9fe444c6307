'use client';

import { secondaryButtonClass } from '@/components/ui/form/button-classes';

/** Opens the browser's print dialog; the page's print stylesheet turns it into a packing slip. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${secondaryButtonClass} print:hidden`}>
      {label}
    </button>
  );
}
