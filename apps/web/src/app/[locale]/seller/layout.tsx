import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileNav } from '@/features/account/profile-nav';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { sellerPaths } from '@/lib/backoffice-routes';
import { ClientIntlProvider } from '../../_shell/client-intl-provider';

type SellerLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The seller portal, for users linked to a seller only: a guest is sent to log in, anyone else gets the
 * store's 404. Which seller's data it shows is decided by the API from the session, never by the page.
 */
export default async function SellerLayout({ children, params }: SellerLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireSessionUser(locale, sellerPaths.home);
  const [me, t, catalogT] = await Promise.all([
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AdminCatalog' }),
  ]);
  if (me?.role !== 'seller' || !me.seller) notFound();

  return (
    <ClientIntlProvider locale={locale} namespaces={['Admin', 'Validation']}>
      <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 lg:px-10 nav:grid nav:grid-cols-[14rem_minmax(0,1fr)] nav:items-start nav:gap-8">
        <aside className="flex flex-col gap-3 nav:sticky nav:top-6">
          <p className="font-bold text-espresso-900 text-lg">{t('sellerArea')}</p>
          <p className="text-mocha-600 text-sm">{t('signedInAs', { name: me.name, role: me.seller.name })}</p>
          <ProfileNav
            label={t('sellerNavLabel')}
            items={[
              { href: sellerPaths.dashboard, label: catalogT('dashboard'), exact: true },
              { href: sellerPaths.orders, label: t('sellerOrders') },
              { href: sellerPaths.products, label: t('myProducts') },
              { href: sellerPaths.sales, label: t('sales') },
            ]}
          />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </ClientIntlProvider>
  );
}
