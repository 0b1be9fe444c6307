import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { InstapayActions, InstapayScreenshotLink } from '@/features/admin/instapay/instapay-actions';
import { routing } from '@/i18n/routing';
import { getInstapayQueue } from '@/lib/api/backoffice-instapay';
import { adminPaths } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.instapayQueue' });
  return getPageMetadata({ locale, title: t('title'), path: adminPaths.instapay, noIndex: true });
}

/** InstaPay orders waiting for staff: the amount to find in the bank account, the proof, confirm or refuse. */
export default async function AdminInstapayPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [{ data: queue }, t, admin] = await Promise.all([
    getInstapayQueue(locale),
    getTranslations({ locale, namespace: 'Admin.instapayQueue' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const labels = {
    confirm: t('confirm'),
    refuse: t('refuse'),
    reason: t('reason'),
    confirmed: t.raw('confirmed') as string,
    refused: t.raw('refused') as string,
    networkError: admin('networkError'),
  };
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 max-w-prose text-mocha-600">{t('description')}</p>
      </header>
      {queue.length === 0 ? (
        <p className="text-mocha-600">{t('empty')}</p>
      ) : (
        <table className="w-full text-start text-sm" data-testid="instapay-queue">
          <thead>
            <tr className="text-mocha-600">
              <th className="p-2 text-start">{t('order')}</th>
              <th className="p-2 text-start">{t('customer')}</th>
              <th className="p-2 text-start">{t('amount')}</th>
              <th className="p-2 text-start">{t('deadline')}</th>
              <th className="p-2 text-start">{t('proof')}</th>
              <th className="p-2" />
            </tr>
          </thead>
          <tbody>
            {queue.map((item) => (
              <tr key={item.order_number} className="border-latte-200 border-t align-top">
                <td className="p-2 font-semibold">
                  <bdi dir="ltr">{item.order_number}</bdi>
                </td>
                <td className="p-2">
                  <UserText>{item.customer_name}</UserText>
                  <span className="block text-mocha-600">{item.customer_email}</span>
                </td>
                <td className="p-2 font-bold">{formatExactPrice(item.amount, locale)}</td>
                <td className="p-2">{formatDateTime(item.expires_at, locale)}</td>
                <td className="p-2">
                  {item.proof ? (
                    <>
                      {item.proof.has_screenshot ? (
                        <InstapayScreenshotLink
                          number={item.order_number}
                          locale={locale}
                          label={t('screenshot')}
                        />
                      ) : null}
                      {item.proof.transfer_reference ? (
                        <span className="block" dir="auto">
                          {t('referenceValue', { reference: item.proof.transfer_reference })}
                        </span>
                      ) : null}
                      <span className="block text-mocha-600">
                        {formatDateTime(item.proof.submitted_at, locale)}
                      </span>
                    </>
                  ) : (
                    <span className="text-mocha-600">{t('noProof')}</span>
                  )}
                </td>
                <td className="p-2">
                  <InstapayActions number={item.order_number} locale={locale} labels={labels} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
