import type { ReactNode } from 'react';
import { type Back, BackLink } from './back-link';

type DetailFrameProps = {
  back: Back;
  title: ReactNode;
  /** Lines under the title (placed on…, the contact, the status), each its own paragraph. */
  details?: ReactNode;
  /**
   * Beside the title: a status badge, the record's buttons. A page with actions is a record's page (an
   * order, a customer): its back link has the arrow and the title row spreads across the page.
   */
  actions?: ReactNode;
  /** Printed above the title instead of the back link (an order's packing slip); never on screen. */
  printTitle?: string;
  /** The page's sections and forms. */
  children: ReactNode;
};

/** One back-office record or form page: back to its list, the title (with its details and actions), then the rest. */
export function DetailFrame({ back, title, details, actions, printTitle, children }: DetailFrameProps) {
  const heading = <h1 className="font-bold text-3xl text-espresso-900">{title}</h1>;
  let header: ReactNode = heading;
  if (actions !== undefined)
    header = (
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          {printTitle === undefined ? null : (
            <p className="hidden font-semibold text-mocha-600 print:block">{printTitle}</p>
          )}
          {heading}
          {details}
        </div>
        <div className="flex flex-wrap items-center gap-3">{actions}</div>
      </header>
    );
  else if (details !== undefined)
    header = (
      <header className="flex flex-col gap-2">
        {heading}
        {details}
      </header>
    );
  return (
    <div className="flex flex-col gap-6">
      <BackLink {...back} arrow={actions !== undefined} printed={printTitle === undefined} />
      {header}
      {children}
    </div>
  );
}
