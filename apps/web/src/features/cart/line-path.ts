import { getProductPath } from '@/lib/routes';
import type { CartItem } from './cart-rules';

/** A line's link: its product's page, with the line's variant chosen there (`?variant=`, as the picker sets). */
export function getLinePath({ product, variant }: CartItem): string {
  const path = getProductPath(product.id);
  return variant ? `${path}?${new URLSearchParams({ variant: String(variant.id) })}` : path;
}
