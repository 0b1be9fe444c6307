import type { ReactNode } from 'react';
import { CoffeeBeanIcon } from '@/components/ui/icons';

type AuthCardProps = {
  title: string;
  /** A sentence under the title: what this page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other account pages ("New here? Create an account"), under the form. */
  footer?: ReactNode;
};

/** The centred card every account page draws on the page background: bean, title, form, way elsewhere. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <section className="mx-auto w-full max-w-md rounded-card bg-white px-5 py-8 shadow-card ring-1 ring-crema-200 sm:px-8 sm:py-10">
        <div className="flex flex-col items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-latte-100 text-mocha-600">
            <CoffeeBeanIcon className="size-7" />
          </span>
          <h1 className="mt-4 text-balance font-bold text-2xl text-espresso-900 sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-pretty text-mocha-600 text-sm sm:text-base">{intro}</div> : null}
        </div>
        <div className="mt-8">{children}</div>
        {footer ? (
          <div className="mt-8 border-crema-200 border-t pt-6 text-center text-mocha-600 text-sm">
            {footer}
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** Links inside the card: caramel, underlined on hover, with a visible focus ring. */
export const authLinkClass =
  'font-semibold text-caramel-700 underline-offset-4 hover:text-espresso-900 hover:underline';
