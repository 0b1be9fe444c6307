import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BackLink } from '@/features/admin/kit/back-link';
import { getOrderTexts } from '@/features/orders/get-order-texts';
import { InvoiceDocument } from '@/features/orders/invoice-document';
import { InvoicePrintButton } from '@/features/orders/invoice-print-button';
import { routing } from '@/i18n/routing';
import { getAdminInvoice } from '@/lib/api/backoffice';
import { getAdminInvoicePath, getAdminOrderPath } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; number: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Invoice' });
  const orderNumber = decodeURIComponent(number);
  return getPageMetadata({
    locale,
    title: t('pageTitle', { number: orderNumber }),
    path: getAdminInvoicePath(orderNumber),
    noIndex: true,
  });
}

/** Any order's tax invoice for the operator, as issued, ready to print on A4; 404 for an order not invoiced. */
export default async function AdminInvoicePage({ params }: PageProps) {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const orderNumber = decodeURIComponent(number);
  const [invoice, t, admin, texts] = await Promise.all([
    getAdminInvoice(orderNumber, locale),
    getTranslations({ locale, namespace: 'Invoice' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getOrderTexts(locale),
  ]);
  if (!invoice) notFound();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        <BackLink
          href={getAdminOrderPath(orderNumber)}
          label={admin('detailTitle', { number: orderNumber })}
          arrow
        />
        <InvoicePrintButton label={t('print')} />
      </div>
      <InvoiceDocument invoice={invoice} locale={locale} methodLabel={texts.method(invoice.payment_method)} />
    </div>
  );
}
