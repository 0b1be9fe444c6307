import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { getProductPath } from '@/lib/routes';

type ChooseOptionsLinkProps = {
  productId: number;
  productName: string;
  /** "Choose options" */
  label: string;
};

/**
 * A card's way to a product sold in variants (grind, size, colour): its page, where one is chosen. A card
 * cannot choose one, so it never puts such a product in the cart. Same size as "Add to cart", outlined: it
 * leads somewhere rather than changing the cart.
 */
export function ChooseOptionsLink({ productId, productName, label }: ChooseOptionsLinkProps) {
  return (
    <Link
      href={getProductPath(productId)}
      // The visible words, then the product, as "Add to cart: …" on the cards around it.
      aria-label={`${label}: ${productName}`}
      className="inline-flex h-10 w-full items-center justify-center gap-2 whitespace-nowrap rounded-full bg-white px-3 font-semibold text-espresso-900 text-sm ring-1 ring-espresso-900 transition-colors hover:bg-latte-100"
    >
      {label}
      <ArrowForwardIcon className="hidden size-4 sm:block" />
    </Link>
  );
}
