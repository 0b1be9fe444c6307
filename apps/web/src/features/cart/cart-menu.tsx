'use client';

import type { Locale } from '@coffee/contracts/common';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { useCart } from './browser-cart';
import { CartIcon } from './cart-icons';
import type { CartMenuPanelLabels } from './cart-menu-panel';

const loadPanel = () => import('./cart-menu-panel');
// The panel (lines, pictures, figures) loads on first use, not with every page: the navbar only needs the
// icon and its dot at first.
const CartMenuPanel = dynamic(() => loadPanel().then((module) => module.CartMenuPanel), { ssr: false });

export type CartMenuLabels = CartMenuPanelLabels & {
  /** The button's name, "Cart"; `hasItems` is added to it when the dot shows. */
  menu: string;
  hasItems: string;
};

/**
 * The navbar's cart: a bag with a dot when the cart holds lines, which opens a dropdown of the lines with the
 * subtotal and a link to the cart page. Closes on Escape, a press outside or a chosen link.
 */
export function CartMenu({ locale, labels }: { locale: Locale; labels: CartMenuLabels }) {
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  // NOTE: the panel stays mounted (hidden) once shown. A link chosen in it closes the menu before React
  // hands the click to the link; an unmounted link could not prevent the browser's own navigation, and the
  // whole page would load again (losing, among others, the cart's last adjustments).
  const [shown, setShown] = useState(false);
  const hasLines = useCart((state) => state.cartsProducts.length > 0);

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        onClick={() => {
          buttonProps.onClick();
          setShown(true);
        }}
        // Fetch the panel's code as soon as the shopper heads for the button.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-espresso-900 transition-colors hover:bg-latte-100 aria-expanded:bg-latte-100"
      >
        <CartIcon className="size-6" />
        {hasLines ? (
          <span
            aria-hidden="true"
            data-testid="cart-dot"
            className="absolute end-1.5 top-1.5 size-2.5 rounded-full bg-cherry-700 ring-2 ring-cream-50"
          />
        ) : null}
        <span className="sr-only">{hasLines ? `${labels.menu} (${labels.hasItems})` : labels.menu}</span>
      </button>
      <div
        {...panelProps}
        data-cart-menu=""
        className="absolute end-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 shadow-card-hover ring-1 ring-crema-200"
      >
        {shown ? <CartMenuPanel locale={locale} labels={labels} /> : null}
      </div>
    </div>
  );
}
