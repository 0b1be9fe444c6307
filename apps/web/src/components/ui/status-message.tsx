import type { ReactNode } from 'react';
import { CoffeeBeanIcon } from './icons';

type StatusMessageProps = {
  /** Large figure above the title, e.g. "404"; omitted for errors without a meaningful code. */
  code?: string;
  title: string;
  description: string;
  action: ReactNode;
};

/** Full-width message for not-found and error pages. Presentational: works in server and client trees. */
export function StatusMessage({ code, title, description, action }: StatusMessageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <CoffeeBeanIcon className="size-12 text-mocha-600" />
      {code ? (
        <p className="mt-6 font-semibold text-caramel-600 text-sm ltr:tracking-[0.2em]">{code}</p>
      ) : null}
      <h1 className="mt-3 text-balance font-bold text-3xl text-espresso-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-pretty text-lg text-mocha-600">{description}</p>
      <div className="mt-10">{action}</div>
    </section>
  );
}

/** The primary call-to-action look, for links and buttons alike. */
export const primaryActionClass =
  'inline-flex items-center gap-2 rounded-full bg-espresso-900 px-6 py-3 font-semibold text-cream-50 text-sm shadow-card transition-colors hover:bg-mocha-700 focus-visible:outline-offset-4';
