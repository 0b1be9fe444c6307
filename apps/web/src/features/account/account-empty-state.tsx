import type { ReactNode } from 'react';

type AccountEmptyStateProps = {
  /** The picture of what is missing (an empty address book, no orders). */
  illustration: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
};

/**
 * "Nothing here yet" on a profile page, with the page's own illustration (spec §2 names one for the address
 * book and for the order history).
 */
// NOTE: the shared components/ui/empty-state.tsx always draws its cup; once it takes an illustration, this
// component (and the wishlist's and cart's copies) can go.
export function AccountEmptyState({ illustration, title, description, action }: AccountEmptyStateProps) {
  return (
    <section className="flex flex-col items-center rounded-card bg-latte-100/60 px-6 py-12 text-center sm:py-16">
      {illustration}
      <h2 className="mt-6 text-balance font-bold text-2xl text-espresso-900">{title}</h2>
      <p className="mt-3 max-w-md text-pretty text-mocha-600">{description}</p>
      {action ? <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
