import { notFound } from 'next/navigation';

/** `/single-product` without an id (the spec makes the id optional in the route): there is nothing to show. */
export default function SingleProductWithoutId() {
  notFound();
}
