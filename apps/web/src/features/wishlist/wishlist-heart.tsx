'use client';

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { isolated } from '@/components/ui/user-text';
import { useRouter } from '@/i18n/navigation';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { HeartIcon } from './heart-icon';
import { useWishlistToggle } from './use-wishlist-toggle';
import type { WishlistLabels } from './wishlist-labels';

type WishlistHeartProps = {
  productId: number;
  productName: string;
  locale: Locale;
  labels: Pick<WishlistLabels, 'add' | 'remove' | 'loginFirst'>;
  /** On the wishlist page: draw the page again once the product is out of the list. */
  refreshOnChange?: boolean;
};

/** The heart over a product card's picture: shown to signed-in shoppers only (spec §6). */
export function WishlistHeart({
  productId,
  productName,
  locale,
  labels,
  refreshOnChange,
}: WishlistHeartProps) {
  const router = useRouter();
  const { signedIn, inWishlist, pending, toggle } = useWishlistToggle(productId, locale, labels.loginFirst);
  if (!signedIn) return null;

  return (
    <button
      type="button"
      aria-busy={pending}
      onClick={async () => {
        const result = await toggle();
        if (result?.ok && refreshOnChange) router.refresh();
      }}
      className={clsx(
        'grid size-10 place-items-center rounded-full bg-white/90 shadow-card ring-1 ring-crema-200 transition-colors hover:bg-white',
        inWishlist ? 'text-cherry-700' : 'text-espresso-900',
        pending && 'cursor-wait opacity-70',
      )}
    >
      <HeartIcon filled={inWishlist} className="size-5" />
      <span className="sr-only">
        {fillTemplate(inWishlist ? labels.remove : labels.add, { name: isolated(productName) })}
      </span>
    </button>
  );
}
