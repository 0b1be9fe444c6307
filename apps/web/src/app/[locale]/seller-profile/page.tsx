import { notFound } from 'next/navigation';

/** `/seller-profile` without an id (the spec makes the id optional in the route): there is nothing to show. */
export default function SellerProfileWithoutId() {
  notFound();
}
