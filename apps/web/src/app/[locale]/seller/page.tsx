import { redirect } from 'next/navigation';
import { sellerPaths } from '@/lib/routes';

/** `/seller` itself has nothing of its own yet: it opens on the seller's products. */
export default function SellerHomePage() {
  redirect(sellerPaths.products);
}
