'use client';

import type { Cart } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { isolated } from '@/components/ui/user-text';
import { useRouter } from '@/i18n/navigation';
import { callBffOnUse as callBff } from '@/lib/bff/call-bff-on-use';
import { reorder as reorderCall } from '@/lib/bff/calls/orders';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { checkoutPaths } from '@/lib/routes';

export type ReorderLabels = {
  reorder: string;
  reordered: string;
  /** `{name}: {reason}` */
  reorderSkipped: string;
  networkError: string;
};

/**
 * "Order again": the API puts the order's lines still for sale into the cart at today's price and stock
 * (`POST /reorder/{number}`); the page's cart takes its answer (`onCart`), a toast names each line that could
 * not be added and why, and the shopper lands on the cart.
 */
export function ReorderButton({
  orderNumber,
  locale,
  labels,
  onCart,
}: {
  orderNumber: string;
  locale: Locale;
  labels: ReorderLabels;
  onCart: (cart: Cart) => void;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function reorder() {
    setPending(true);
    const result = await callBff(reorderCall, { locale, params: { number: orderNumber } });
    if (!result.ok) {
      setPending(false);
      await showToast('error', result.error.message || labels.networkError);
      return;
    }
    onCart(result.data.cart);
    for (const line of result.data.skipped) {
      await showToast(
        'error',
        fillTemplate(labels.reorderSkipped, { name: isolated(line.name), reason: line.reason }),
      );
    }
    if (result.data.added.length > 0) await showToast('success', labels.reordered);
    router.push(checkoutPaths.cart);
  }

  return (
    <button
      type="button"
      onClick={() => void reorder()}
      disabled={pending}
      aria-busy={pending}
      className={primaryButtonClass}
    >
      {labels.reorder}
    </button>
  );
}
