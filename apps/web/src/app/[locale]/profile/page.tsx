import { redirect } from 'next/navigation';
import { profilePaths } from '@/lib/routes';

/** `/profile` itself has nothing of its own: it opens on the account settings. */
export default function ProfilePage() {
  redirect(profilePaths.accountSetting);
}
