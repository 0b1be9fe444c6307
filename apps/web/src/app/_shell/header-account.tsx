import type { Locale } from '@coffee/contracts/common';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { UserIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { getSessionUser } from '@/lib/api/authed';
import { profilePaths, sitePaths } from '@/lib/routes';
import { ACCESS_COOKIE, readTokenExpiry } from '@/lib/session/session-cookies';
import { AccountMenu } from './account-menu';
import { SessionBoot } from './session-boot';

const ACCOUNT_LINKS = [
  { key: 'orderHistory', href: profilePaths.orderHistory },
  { key: 'wishlist', href: profilePaths.myWishList },
  { key: 'addressBook', href: profilePaths.addressBook },
  { key: 'wallet', href: profilePaths.wallet },
  { key: 'accountSettings', href: profilePaths.accountSetting },
] as const;

/** The profile links of the spec's navbar dropdown, in its order (Logout follows, in the menu itself). */
export async function getAccountLinks(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return ACCOUNT_LINKS.map(({ key, href }) => ({ href, label: t(key) }));
}

function GuestLink({ label }: { label: string }) {
  return (
    <Link
      href={sitePaths.login}
      className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 font-semibold text-espresso-900 text-sm transition-colors hover:bg-latte-100 sm:px-3"
    >
      <UserIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Link>
  );
}

/**
 * The navbar's account corner: Login/Register for guests; for a signed-in shopper the avatar, a first-name
 * greeting and the profile dropdown. Also starts the page's session (SessionBoot), so stores know whom the
 * page is for.
 */
export async function HeaderAccount({ locale }: { locale: Locale }) {
  const [t, tNav, user, links, jar] = await Promise.all([
    getTranslations({ locale, namespace: 'Account' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getSessionUser(locale),
    getAccountLinks(locale),
    cookies(),
  ]);
  const loginLabel = tNav('login');
  const expiresAt = user ? readTokenExpiry(jar.get(ACCESS_COOKIE)?.value) : null;
  const sessionUser = user && {
    id: user.id,
    first_name: user.first_name,
    name: user.name,
    avatar: user.avatar,
  };

  return (
    <>
      <SessionBoot locale={locale} user={sessionUser} expiresAt={expiresAt} />
      {sessionUser ? (
        <AccountMenu
          locale={locale}
          user={sessionUser}
          labels={{ greeting: t.raw('greeting') as string, menu: t('menu'), logout: t('logout') }}
          guestLink={<GuestLink label={loginLabel} />}
        >
          <ul>
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="block rounded-xl px-3 py-2 font-medium text-espresso-900 text-sm transition-colors hover:bg-latte-100 hover:text-caramel-700"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </AccountMenu>
      ) : (
        <GuestLink label={loginLabel} />
      )}
    </>
  );
}
