import { redirect } from 'next/navigation';
import { adminPaths } from '@/lib/routes';

/** `/admin` itself has nothing of its own yet: it opens on the orders, what an operator needs first. */
export default function AdminHomePage() {
  redirect(adminPaths.orders);
}
