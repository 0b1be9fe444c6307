import type { ReactNode } from 'react';

/** A titled card of an order's page (what was bought, the address, the payment, the progress). */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <h2 id={id} className="mb-3 font-bold text-espresso-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
