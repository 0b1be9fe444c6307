'use client';

import { lazy, Suspense, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import type { CancelOrderProps } from './cancel-order-dialog';

export type { CancelOrderLabels, RefundChoiceLabels } from './cancel-order-dialog';

/** The confirmation and its call: fetched when the pointer or focus reaches the button. */
const loadDialog = () => import('./cancel-order-dialog');
const CancelOrderDialog = lazy(() => loadDialog().then((module) => ({ default: module.CancelOrderDialog })));

/**
 * "Cancel order" while the shopper may (the API's `can_cancel`): the button ships with the page, the
 * confirmation it opens loads on first use (cancel-order-dialog.tsx). Each opening starts the dialog afresh.
 */
export function CancelOrder(props: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={secondaryButtonClass}
      >
        {props.labels.cancel}
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <CancelOrderDialog key={openings} {...props} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
