'use client';

import type { Locale } from '@coffee/contracts/common';
import { useStore } from 'zustand';
import { callBff } from '@/lib/bff/call-bff';
import { getCart, saveCart } from '@/lib/bff/calls/cart';
import { type CartRemote, type CartState, createCart, type StorageLike } from './cart-store';

/** The page's one cart, shared by the navbar, the cards, the product page and the cart page. */
export const browserCart = createCart();

/** Reads a slice of the cart and re-renders when it changes. Selectors must return stable values. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(browserCart.store, selector);
}

/** The account's cart through the web's /bff forwarder, which adds the shopper's token. */
export function createBffCartRemote(locale: Locale): CartRemote {
  return {
    load: () => callBff(getCart, { locale }),
    save: (body) => callBff(saveCart, { locale, body }),
  };
}

/** localStorage, or null where the browser refuses it (storage disabled): the cart then lives per page. */
export function getLocalStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
