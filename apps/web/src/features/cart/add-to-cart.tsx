'use client';

import type { CartProduct } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import { checkoutPaths } from '@/lib/routes';
import { browserCart, useCart } from './browser-cart';
import { CartIcon } from './cart-icons';
import { type CartControlLabels, fillName } from './cart-labels';
import { getQuantity, isOutOfStock } from './cart-rules';
import { announceCartOutcome } from './cart-toasts';
import { QuantityStepper } from './quantity-stepper';

type AddToCartProps = {
  product: CartProduct;
  locale: Locale;
  labels: CartControlLabels;
  /** `card`: at the foot of a product card. `page`: the product page, with a link to the cart once added. */
  variant?: 'card' | 'page';
  /** The page variant's link to the cart. */
  viewCartLabel?: string;
};

/**
 * "Add to cart", which becomes the product's quantity controls once it is in the cart. A product with
 * stock ≤ 0 cannot be added (the button says it is out of stock). Disabled until the cart has loaded.
 */
export function AddToCart({ product, locale, labels, variant = 'card', viewCartLabel }: AddToCartProps) {
  const quantity = useCart((state) => getQuantity(state.cartsProducts, product.id));
  const isLoading = useCart((state) => state.isLoading);
  const large = variant === 'page';

  async function change(next: number) {
    await announceCartOutcome(await browserCart.setQuantity(product, next), labels.toasts);
  }

  if (quantity > 0) {
    return (
      <div className={clsx('flex flex-wrap items-center gap-3', !large && 'justify-center')}>
        <QuantityStepper
          quantity={quantity}
          stock={product.stock}
          locale={locale}
          size={large ? 'large' : 'small'}
          disabled={isLoading}
          onChange={change}
          labels={{
            increase: fillName(labels.increase, product.name),
            decrease: fillName(labels.decrease, product.name),
            group: fillName(labels.quantityOf, product.name),
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
      // The visible words, then the product: "Add to cart: Ethiopia Sidamo" among a page of such buttons.
      aria-label={outOfStock ? undefined : `${labels.addToCart}: ${product.name}`}
      disabled={outOfStock || isLoading}
      onClick={() => change(1)}
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
