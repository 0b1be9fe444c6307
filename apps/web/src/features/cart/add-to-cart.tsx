'use client';

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { useRef } from 'react';
import { isolated } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { checkoutPaths } from '@/lib/routes';
import { browserCart, useCart } from './browser-cart';
import { CartIcon } from './cart-icons';
import { type CartControlLabels, fillName, getLineName } from './cart-labels';
import { type CartItem, getQuantity, isOutOfStock, keyOfLine } from './cart-rules';
import { announceCartOutcome } from './cart-toasts';
import { QuantityStepper } from './quantity-stepper';

type AddToCartProps = {
  /** The product, or on the product page the chosen variant of it (its price and stock). */
  item: CartItem;
  locale: Locale;
  labels: CartControlLabels;
  /** `card`: at the foot of a product card. `page`: the product page, with a link to the cart once added. */
  placement?: 'card' | 'page';
  /** The page placement's link to the cart. */
  viewCartLabel?: string;
};

/**
 * "Add to cart", which becomes the line's quantity controls once it is in the cart: the line of this
 * product, or of this variant of it (another variant is another line). A product or variant with stock ≤ 0
 * cannot be added (the button says it is out of stock). Disabled until the cart has loaded.
 */
export function AddToCart({ item, locale, labels, placement = 'card', viewCartLabel }: AddToCartProps) {
  const { product } = item;
  const key = keyOfLine(item);
  const quantity = useCart((state) => getQuantity(state.cartsProducts, key));
  const isLoading = useCart((state) => state.isLoading);
  const large = placement === 'page';
  const name = getLineName(item, labels.naming);
  // Where keyboard focus goes when the control it was on is swapped for the other: the quantity controls
  // replace "Add to cart" under the shopper's focus, and "Add to cart" comes back when the last one is taken
  // out. Without this, focus fell to the page's body and the next Tab started from the top.
  const focusTo = useRef<'stepper' | 'button' | null>(null);

  async function change(next: number) {
    await announceCartOutcome(await browserCart.setLineQuantity(item, next), labels.toasts);
  }

  /** The quantity controls as they appear: focus on "+" (or "−" when the stock allows no more). */
  function takeFocusInStepper(wrapper: HTMLDivElement | null) {
    if (!wrapper || focusTo.current !== 'stepper') return;
    focusTo.current = null;
    const buttons = [...wrapper.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
    (
      buttons.reverse().find((button) => button.checkVisibility({ visibilityProperty: true })) ?? wrapper
    ).focus();
  }

  function takeFocusOnButton(button: HTMLButtonElement | null) {
    if (!button || focusTo.current !== 'button') return;
    focusTo.current = null;
    button.focus();
  }

  if (quantity > 0) {
    return (
      // As wide and as tall as the button it replaces: nothing after it moves (decision 0059).
      <div
        ref={takeFocusInStepper}
        className={clsx('flex flex-wrap items-center gap-3', large ? 'w-full sm:w-auto' : 'justify-center')}
      >
        <QuantityStepper
          quantity={quantity}
          stock={product.stock}
          locale={locale}
          size={large ? 'large' : 'small'}
          disabled={isLoading}
          onChange={(next) => {
            if (next === 0 && document.activeElement?.closest('[role="group"]')) focusTo.current = 'button';
            return change(next);
          }}
          labels={{
            increase: fillName(labels.increase, name),
            decrease: fillName(labels.decrease, name),
            group: fillName(labels.quantityOf, name),
          }}
        />
        {large && viewCartLabel ? (
          <Link
            href={checkoutPaths.cart}
            className="font-semibold text-caramel-700 underline-offset-4 hover:text-espresso-900 hover:underline"
          >
            {viewCartLabel}
          </Link>
        ) : null}
      </div>
    );
  }

  const outOfStock = isOutOfStock(product);
  return (
    <button
      type="button"
      // The visible words, then the line: "Add to cart: Ethiopia Sidamo, Size: 1 kg" among other such buttons.
      aria-label={outOfStock ? undefined : `${labels.addToCart}: ${isolated(name)}`}
      disabled={outOfStock || isLoading}
      ref={takeFocusOnButton}
      onClick={(event) => {
        if (document.activeElement === event.currentTarget) focusTo.current = 'stepper';
        return change(1);
      }}
      className={clsx(
        'inline-flex w-full items-center justify-center gap-2 rounded-full font-semibold transition-colors',
        large ? 'h-12 px-8 text-base sm:w-auto' : 'h-10 whitespace-nowrap px-3 text-sm',
        outOfStock
          ? 'cursor-not-allowed bg-latte-100 text-mocha-600'
          : 'bg-espresso-900 text-cream-50 hover:bg-mocha-700 disabled:cursor-wait',
      )}
    >
      {outOfStock ? (
        labels.outOfStock
      ) : (
        <>
          {/* Half-width cards on phones keep the words on one line without the icon. */}
          <CartIcon className={large ? 'size-5' : 'hidden size-4 sm:block'} />
          {labels.addToCart}
        </>
      )}
    </button>
  );
}
