'use client';

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { HeartIcon } from './heart-icon';
import { useWishlistToggle } from './use-wishlist-toggle';
import type { WishlistLabels } from './wishlist-labels';

type WishlistButtonProps = {
  productId: number;
  locale: Locale;
  labels: Pick<WishlistLabels, 'addButton' | 'removeButton' | 'loginFirst'>;
};

/**
 * The product page's wishlist button. Shown to everyone: a guest who presses it is told to log in first.
 */
export function WishlistButton({ productId, locale, labels }: WishlistButtonProps) {
  const { ready, inWishlist, pending, toggle } = useWishlistToggle(productId, locale, labels.loginFirst);
  return (
    <button
      type="button"
      aria-busy={pending}
      disabled={!ready}
      onClick={() => void toggle()}
      className={clsx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold ring-1 transition-colors',
        inWishlist
          ? 'bg-cherry-700/5 text-cherry-700 ring-cherry-700/30 hover:bg-cherry-700/10'
          : 'bg-white text-espresso-900 ring-crema-300 hover:bg-latte-100',
        pending && 'cursor-wait opacity-70',
      )}
    >
      <HeartIcon filled={inWishlist} className="size-5" />
      {inWishlist ? labels.removeButton : labels.addButton}
    </button>
  );
}
