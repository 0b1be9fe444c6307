'use client';

import type { Cart } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import { useCallback } from 'react';
import { browserCart } from '@/features/cart/browser-cart';
import { ReorderButton, type ReorderLabels } from '@/features/orders/reorder-button';

/** "Order again" with the page's cart taking the server's answer (the page joins the two features). */
export function ReorderIntoCart(props: { orderNumber: string; locale: Locale; labels: ReorderLabels }) {
  const onCart = useCallback((cart: Cart) => browserCart.applyServerCart(cart), []);
  return <ReorderButton {...props} onCart={onCart} />;
}
