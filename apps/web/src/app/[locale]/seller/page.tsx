import { redirect } from 'next/navigation';
import { sellerPaths } from '@/lib/routes';

/** `/seller` itself has nothing of its own: it opens on the orders to prepare, what a seller needs first. */
export default function SellerHomePage() {
  redirect(sellerPaths.orders);
}
