import type { Wallet } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';

/** The wallet's balance and when it last changed (spec §3: balance, last update), in Cairo time. */
export async function WalletBalance({ wallet, locale }: { wallet: Wallet; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Wallet' });
  return (
    <section
      aria-labelledby="wallet-balance"
      className="relative overflow-hidden rounded-card bg-espresso-900 p-6 text-cream-50 shadow-card sm:p-8"
    >
      {/* A faint bean in the far corner: the card should not look like a bank statement. */}
      <svg
        viewBox="0 0 100 100"
        aria-hidden="true"
        focusable="false"
        className="-end-6 -bottom-10 absolute size-44 text-mocha-700/50"
      >
        <ellipse cx="50" cy="50" rx="30" ry="42" transform="rotate(-30 50 50)" fill="currentColor" />
        <path
          d="M38 18q22 30 0 64"
          transform="rotate(-30 50 50)"
          fill="none"
          stroke="var(--color-espresso-900)"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <div className="relative">
        <h2 id="wallet-balance" className="font-semibold text-caramel-300 text-sm">
          {t('balance')}
        </h2>
        <p className="mt-2 font-bold text-4xl tabular-nums sm:text-5xl">
          {formatPrice(wallet.balance, locale)}
        </p>
        <p className="mt-4 text-crema-300 text-sm">
          {t.rich('lastUpdate', {
            date: formatDateTime(wallet.last_update, locale),
            time: (chunks) => <time dateTime={wallet.last_update}>{chunks}</time>,
          })}
        </p>
        <p className="mt-1 text-crema-300 text-sm">{t('balanceHint')}</p>
      </div>
    </section>
  );
}
