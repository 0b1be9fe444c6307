import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileGreeting } from '@/features/account/profile-greeting';
import { ProfileNav } from '@/features/account/profile-nav';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { profilePaths } from '@/lib/routes';

type ProfileLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

const NAV_ITEMS = [
  ['accountSetting', profilePaths.accountSetting],
  ['addressBook', profilePaths.addressBook],
  ['myWishList', profilePaths.myWishList],
  ['orderHistory', profilePaths.orderHistory],
  ['wallet', profilePaths.wallet],
] as const;

/**
 * The profile area: the shopper's greeting and the area's pages on the start side (a sideways scroller on
 * phones), the page beside them. Guests are sent to log in here too, not only by the proxy; each page also
 * asks with its own path, so the login usually brings them back to the very page (a layout cannot know it).
 */
export default async function ProfileLayout({ children, params }: ProfileLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [user, t] = await Promise.all([
    requireSessionUser(locale, '/profile'),
    getTranslations({ locale, namespace: 'Profile' }),
  ]);

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-10 nav:grid nav:grid-cols-[17rem_minmax(0,1fr)] nav:items-start nav:gap-10">
      <aside className="flex flex-col gap-4 nav:sticky nav:top-6">
        <ProfileGreeting user={user} greeting={t.raw('greeting') as string} areaLabel={t('areaLabel')} />
        <ProfileNav label={t('navLabel')} items={NAV_ITEMS.map(([key, href]) => ({ href, label: t(key) }))} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
