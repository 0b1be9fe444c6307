import { UserIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';

/**
 * The navbar's account corner. Guests get the spec's Login/Register link; the account issue turns this into
 * the profile dropdown (avatar, first-name greeting, profile links, logout) for signed-in shoppers.
 */
export function HeaderAccount({ loginLabel }: { loginLabel: string }) {
  return (
    <Link
      href={sitePaths.login}
      className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 font-semibold text-espresso-900 text-sm transition-colors hover:bg-latte-100 sm:px-3"
    >
      <UserIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{loginLabel}</span>
    </Link>
  );
}
