import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import type { Invoice } from '@coffee/contracts/invoices';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';
import { formatNumber, formatPercent } from '@/lib/format/number';
import { OrderAddress } from './order-address';
import './invoice.css';
import { UserText, WithUserText } from '@/components/ui/user-text';

/** A label and an amount of the invoice's totals; `strong` for the total. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-6 py-1 ${strong ? 'border-crema-300 border-t pt-2 font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The tax invoice as issued (the API's snapshot, in the page's language): the store with its tax registration
 * number, the buyer, each line with its seller, the discounts, delivery, the total with the VAT it includes,
 * how it was paid, and the credit notes against it. One sheet: printed, it fills an A4 page alone.
 */
export async function InvoiceDocument({
  invoice,
  locale,
  methodLabel,
}: {
  invoice: Invoice;
  locale: Locale;
  /** The payment method's name, in the page's language. */
  methodLabel: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Invoice' });
  const money = (piastres: number) => formatExactPrice(piastres, locale);
  const minus = (piastres: number) => formatExactPrice(-piastres, locale);
  const count = invoice.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-sheet flex flex-col gap-6 rounded-card bg-white p-5 text-espresso-900 text-sm shadow-card ring-1 ring-crema-200 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div className="flex flex-col gap-1">
          <p className="font-bold text-lg">{invoice.store.name}</p>
          <p className="text-mocha-700">{invoice.store.address}</p>
          <p className="text-mocha-700">
            {t('taxNumber')}:{' '}
            <bdi dir="ltr" className="font-semibold">
              {invoice.store.tax_registration_number}
            </bdi>
          </p>
        </div>
        <div className="flex flex-col gap-1 text-end">
          <h1 id="invoice-title" className="font-bold text-2xl">
            {t('title')}
          </h1>
          <dl className="grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-1">
            <dt className="text-mocha-600">{t('number')}</dt>
            <dd>
              <bdi dir="ltr" className="font-semibold" data-testid="invoice-number">
                {invoice.number}
              </bdi>
            </dd>
            <dt className="text-mocha-600">{t('issuedOn')}</dt>
            <dd>{formatDate(invoice.issued_at, locale)}</dd>
            <dt className="text-mocha-600">{t('orderNumber')}</dt>
            <dd>
              <bdi dir="ltr">{invoice.order_number}</bdi>
            </dd>
            <dt className="text-mocha-600">{t('orderDate')}</dt>
            <dd>{formatDate(invoice.order_date, locale)}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="invoice-buyer" className="flex flex-col gap-1">
        <h2 id="invoice-buyer" className="font-bold text-mocha-600 text-xs uppercase tracking-wide">
          {t('billedTo')}
        </h2>
        <p className="font-semibold">
          <UserText>{invoice.buyer.name}</UserText>
        </p>
        <p className="break-all text-mocha-700">{invoice.buyer.email}</p>
        <OrderAddress address={invoice.buyer.address} locale={locale} />
      </section>

      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[36rem] border-collapse text-start print:min-w-0">
          <caption className="mb-2 text-start text-mocha-600">
            {t('itemsCaption')} · {t('itemsCount', { count, formatted: formatNumber(count, locale, 0) })}
          </caption>
          <thead>
            <tr className="border-crema-300 border-b text-mocha-600">
              <th scope="col" className="py-2 text-start font-semibold">
                {t('item')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('quantity')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('unitPrice')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('lineDiscount')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              // Lines have no id of their own on an invoice; their order is the order's and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-crema-200 border-b align-top">
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  <span className="block font-semibold">
                    <UserText>{item.name}</UserText>
                  </span>
                  {item.variant_name ? (
                    <span className="block text-mocha-600">
                      <UserText>{item.variant_name}</UserText>
                    </span>
                  ) : null}
                  <span className="block text-mocha-600 text-xs">
                    <WithUserText sentence={(seller) => t('soldBy', { seller })} text={item.seller} />
                  </span>
                </th>
                <td className="py-2 text-end tabular-nums">{formatNumber(item.quantity, locale, 0)}</td>
                <td className="py-2 text-end tabular-nums">{money(item.list_price)}</td>
                <td className="py-2 text-end tabular-nums">
                  {item.discount > 0 ? minus(item.discount) : <span aria-hidden="true">—</span>}
                </td>
                <td className="py-2 text-end tabular-nums">{money(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-6">
        <section aria-labelledby="invoice-payment" className="flex min-w-56 flex-col gap-1">
          <h2 id="invoice-payment" className="font-bold text-mocha-600 text-xs uppercase tracking-wide">
            {t('paymentTitle')}
          </h2>
          <dl>
            {invoice.wallet_amount > 0 ? (
              <Figure label={t('walletPaid')} value={money(invoice.wallet_amount)} />
            ) : null}
            {invoice.by_method > 0 || invoice.wallet_amount === 0 ? (
              <Figure label={methodLabel} value={money(invoice.by_method)} />
            ) : null}
          </dl>
        </section>
        <dl className="w-full max-w-sm" data-testid="invoice-totals">
          <Figure label={t('subtotal')} value={money(invoice.subtotal)} />
          {invoice.coupon_discount > 0 ? (
            <Figure
              label={t('couponDiscount', { code: invoice.coupon_code ?? '' })}
              value={minus(invoice.coupon_discount)}
            />
          ) : null}
          <Figure
            label={t('delivery')}
            value={invoice.delivery > 0 ? money(invoice.delivery) : t('deliveryFree')}
          />
          {invoice.cod_fee > 0 ? <Figure label={t('codFee')} value={money(invoice.cod_fee)} /> : null}
          <Figure label={t('total')} value={money(invoice.total)} strong />
          <Figure
            label={t('vatIncluded', { rate: formatPercent(invoice.vat_rate, locale) })}
            value={money(invoice.vat_included)}
          />
        </dl>
      </div>
      <p className="text-mocha-600 text-xs">{t('vatNote')}</p>

      {invoice.credit_notes.length > 0 ? (
        <section
          aria-labelledby="invoice-credit-notes"
          className="flex flex-col gap-3 border-crema-300 border-t pt-4"
        >
          <h2 id="invoice-credit-notes" className="font-bold text-lg">
            {t('creditNotesTitle')}
          </h2>
          {invoice.credit_notes.map((note) => (
            <div key={note.number} className="flex flex-col gap-1">
              <p className="font-semibold">{t('creditNote', { number: note.number })}</p>
              <p className="text-mocha-600">
                {t('creditIssued', { date: formatDate(note.issued_at, locale), invoice: invoice.number })} ·{' '}
                {t(`creditReason.${note.reason}`)}
              </p>
              <dl className="w-full max-w-sm">
                <Figure label={t('creditAmount')} value={minus(note.total)} strong />
                <Figure label={t('creditVat')} value={minus(note.vat_included)} />
              </dl>
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}
