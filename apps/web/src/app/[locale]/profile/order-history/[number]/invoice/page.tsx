import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { getOrderTexts } from '@/features/orders/get-order-texts';
import { InvoiceDocument } from '@/features/orders/invoice-document';
import { InvoicePrintButton } from '@/features/orders/invoice-print-button';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { getInvoice } from '@/lib/api/invoices';
import { getInvoicePath, getOrderPath } from '@/lib/routes';
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
    description: t('description'),
    path: getInvoicePath(orderNumber),
    noIndex: true,
  });
}

/**
 * The tax invoice of one of the shopper's orders, as issued, ready to print on A4. An order not invoiced yet
 * (awaiting its online payment), another shopper's or an unknown number is a 404.
 */
export default async function InvoicePage({ params }: PageProps) {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const orderNumber = decodeURIComponent(number);
  await requireSessionUser(locale, getInvoicePath(orderNumber));
  const [invoice, t, texts] = await Promise.all([
    getInvoice(orderNumber, locale),
    getTranslations({ locale, namespace: 'Invoice' }),
    getOrderTexts(locale),
  ]);
  if (!invoice) notFound();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link
          href={getOrderPath(orderNumber)}
          className="inline-flex items-center gap-2 font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
        >
          <ArrowForwardIcon className="size-4 -scale-x-100 rtl:scale-x-100" />
          {t('backToOrder')}
        </Link>
        <InvoicePrintButton label={t('print')} />
      </div>
      <InvoiceDocument invoice={invoice} locale={locale} methodLabel={texts.method(invoice.payment_method)} />
    </div>
  );
}
