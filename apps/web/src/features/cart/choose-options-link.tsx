import { ArrowForwardIcon } from '@/components/ui/icons';
import { isolated } from '@/components/ui/user-text';
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
      aria-label={`${label}: ${isolated(productName)}`}
      className="choose-options"
    >
      {label}
      <ArrowForwardIcon className="hidden size-4 sm:block" />
    </Link>
  );
}
