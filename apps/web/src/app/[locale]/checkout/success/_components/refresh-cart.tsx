'use client';

import { useEffect } from 'react';
import { browserCart } from '@/features/cart/browser-cart';

/**
 * The order emptied the account's cart on the server: the page's cart (and its stored copy) reads it again,
 * for a shopper who comes back from a payment gateway or had the store open in another tab.
 */
export function RefreshCart() {
  useEffect(() => {
    void browserCart.reload();
  }, []);
  return null;
}
