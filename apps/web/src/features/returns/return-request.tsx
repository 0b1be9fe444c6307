'use client';

import { lazy, Suspense, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import type { ReturnRequestFormProps } from './return-request-form';

/** The form, its call and its toasts: fetched when the pointer or focus reaches the button, shown on a press. */
const loadForm = () => import('./return-request-form');
const ReturnRequestForm = lazy(() => loadForm().then((module) => ({ default: module.ReturnRequestForm })));

/**
 * "Return items" on a delivered order: the button ships with the page, the form it opens loads on first use
 * (the order page's first load stays within its budget, budgets.json). While the form's code is on its way the
 * button stays where it is, busy.
 */
export function ReturnRequest(props: ReturnRequestFormProps) {
  const [shown, setShown] = useState(false);
  const button = (busy: boolean) => (
    <button
      type="button"
      onClick={() => setShown(true)}
      onPointerEnter={loadForm}
      onFocus={loadForm}
      aria-busy={busy || undefined}
      className={secondaryButtonClass}
    >
      {props.labels.open}
    </button>
  );
  if (!shown) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ReturnRequestForm {...props} onClose={() => setShown(false)} />
    </Suspense>
  );
}
