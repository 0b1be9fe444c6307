import type { Wallet } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { formatSignedPrice } from '@/lib/format/money';
import { numberLocale } from '@/lib/format/number';

type Transaction = Wallet['transactions'][number];

/** An order number is a name, not a quantity: no thousands separator ("#1042", "١٠٤٢"). */
const formatOrderNumber = (id: number, locale: Locale) =>
  new Intl.NumberFormat(numberLocale(locale), { useGrouping: false }).format(id);

/**
 * One page of wallet movements, newest first: what it was, when (Cairo time), and the signed amount — credits
 * in green with "+", debits in red with "-", so the sign says it even without the colour.
 */
export async function WalletTransactions({
  transactions,
  locale,
}: {
  transactions: Transaction[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Wallet' });
  return (
    <ol className="divide-y divide-crema-200 overflow-hidden rounded-card bg-white shadow-card">
      {transactions.map((transaction) => (
        <li key={transaction.id} className="flex items-start justify-between gap-4 px-5 py-4">
          <div className="min-w-0">
            <p className="break-words font-semibold text-espresso-900">{transaction.description}</p>
            <p className="mt-1 flex flex-wrap gap-x-2 text-mocha-600 text-sm">
              <span>{t(transaction.kind)}</span>
              {transaction.order_id === null ? null : (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{t('order', { id: formatOrderNumber(transaction.order_id, locale) })}</span>
                </>
              )}
              <span aria-hidden="true">·</span>
              <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, locale)}</time>
            </p>
          </div>
          <p
            className={clsx(
              'shrink-0 font-bold tabular-nums',
              transaction.amount < 0 ? 'text-cherry-700' : 'text-leaf-700',
            )}
          >
            <span className="sr-only">{transaction.amount < 0 ? t('debit') : t('credit')}: </span>
            {formatSignedPrice(transaction.amount, locale)}
          </p>
        </li>
      ))}
    </ol>
  );
}
