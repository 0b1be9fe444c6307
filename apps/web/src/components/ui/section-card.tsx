import type { ReactNode } from 'react';

/**
 * A titled card of a page's content: an order's items, address, payment and progress, the Fawry code and the
 * InstaPay transfer beside them, the back office's settings. One frame (ring, padding, heading) for all, so
 * siblings look alike in both languages and at every width.
 */
export function SectionCard({
  id,
  title,
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <h2 id={id} className="mb-3 font-bold text-espresso-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
