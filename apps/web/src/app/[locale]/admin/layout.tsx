import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileNav } from '@/features/account/profile-nav';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { ClientIntlProvider } from '../../_shell/client-intl-provider';
import './print.css';

type AdminLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The back office, for staff and admins only: a guest is sent to log in, anyone else (a shopper, a seller)
 * gets the store's 404, so the area does not even show that it exists. The API checks the role again on
 * every call. Nothing under features/admin is imported by a shopper's page, so none of this reaches them.
 */
export default async function AdminLayout({ children, params }: AdminLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireSessionUser(locale, adminPaths.home);
  const [me, t, catalogT] = await Promise.all([
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AdminCatalog' }),
  ]);
  if (!me || me.role === 'seller') notFound();
  const items = [
    { href: adminPaths.dashboard, label: catalogT('dashboard'), exact: true },
    { href: adminPaths.orders, label: t('orders') },
    { href: adminPaths.products, label: t('products') },
    { href: adminPaths.catalog, label: catalogT('catalog') },
    { href: adminPaths.customers, label: t('customers') },
    { href: adminPaths.settings, label: t('settings') },
    { href: adminPaths.partners, label: t('partners.nav') },
    { href: adminPaths.reviews, label: t('reviews.nav') },
    { href: adminPaths.search, label: t('searchTerms.nav') },
    { href: adminPaths.returns, label: t('returns.nav') },
    { href: adminPaths.instapay, label: t('instapayQueue.nav') },
    { href: adminPaths.coupons, label: t('coupons.nav') },
    { href: adminPaths.content, label: t('content.nav') },
    { href: adminPaths.homeContent, label: t('home.nav') },
    ...(me.role === 'admin' ? [{ href: adminPaths.audit, label: t('audit') }] : []),
  ];

  return (
    <ClientIntlProvider locale={locale} namespaces={['Admin', 'Validation']}>
      <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 lg:px-10 nav:grid nav:grid-cols-[14rem_minmax(0,1fr)] nav:items-start nav:gap-8">
        <aside className="flex flex-col gap-3 print:hidden nav:sticky nav:top-6">
          <p className="font-bold text-espresso-900 text-lg">{t('areaLabel')}</p>
          <p className="text-mocha-600 text-sm">
            {t('signedInAs', { name: me.name, role: t(`role.${me.role}`) })}
          </p>
          <ProfileNav label={t('navLabel')} items={items} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </ClientIntlProvider>
  );
}
