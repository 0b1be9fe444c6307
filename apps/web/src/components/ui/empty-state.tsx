import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description?: string;
  /** Links or buttons that lead somewhere useful (clear the filters, keep shopping…). */
  action?: ReactNode;
  /** Heading level of the title in its page's outline. */
  as?: 'h1' | 'h2' | 'h3';
  /** The picture of what is missing (an empty cart, no addresses); an empty cup by default. */
  illustration?: ReactNode;
  className?: string;
};

/** An empty coffee cup beside a magnifier: "nothing here", drawn inline (no request, never broken). */
function EmptyCupIllustration() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-32 w-40 sm:h-36 sm:w-44">
      <ellipse cx="100" cy="142" rx="74" ry="8" className="fill-crema-200" />
      <path d="M44 62h92l-7 56q-3 20-39 20t-39-20z" className="fill-white stroke-mocha-400" strokeWidth="4" />
      <path
        d="M134 76q26-2 24 18t-30 20"
        fill="none"
        className="stroke-mocha-400"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="90" cy="62" rx="46" ry="7" className="fill-latte-100 stroke-mocha-400" strokeWidth="4" />
      <path
        d="M76 46q-8-10 0-20M96 46q-8-10 0-20"
        fill="none"
        className="stroke-crema-300"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="150" cy="46" r="20" className="fill-cream-50 stroke-caramel-500" strokeWidth="5" />
      <path d="M165 61l16 16" className="stroke-caramel-500" strokeWidth="7" strokeLinecap="round" />
      <path d="M143 46h14" className="stroke-caramel-500" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A friendly "nothing here" with a way on: no matching products, an empty cart or wishlist, no orders yet. */
export function EmptyState({
  title,
  description,
  action,
  as: Heading = 'h2',
  illustration = <EmptyCupIllustration />,
  className,
}: EmptyStateProps) {
  return (
    <section
      className={clsx(
        'flex flex-col items-center rounded-card bg-latte-100/60 px-6 py-12 text-center sm:py-16',
        className,
      )}
    >
      {illustration}
      <Heading className="mt-6 text-balance font-bold text-2xl text-espresso-900">{title}</Heading>
      {description ? <p className="mt-3 max-w-md text-pretty text-mocha-600">{description}</p> : null}
      {action ? <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
