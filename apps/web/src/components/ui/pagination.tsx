import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { getPaginationItems } from './pagination-range';

type PaginationProps = {
  page: number;
  lastPage: number;
  /** The URL of a page, keeping whatever else the list's URL holds (filters, sort…). */
  hrefFor: (page: number) => string;
  locale: Locale;
  className?: string;
};

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 font-semibold text-sm transition-colors';
const linkClass = `${itemClass} bg-white text-espresso-900 ring-1 ring-crema-200 hover:bg-latte-100 hover:ring-crema-300`;

/** Points toward the start of the line (left in English, right in Arabic). */
function ChevronIcon({ toward }: { toward: 'start' | 'end' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx('size-4', toward === 'start' ? 'rtl:-scale-x-100' : 'ltr:-scale-x-100')}
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

/**
 * Previous / page numbers / next, as links, so it works without JavaScript and every page has its URL.
 * Phones get previous, "page 3 of 11" and next; wider screens the numbers too.
 */
export async function Pagination({ page, lastPage, hrefFor, locale, className }: PaginationProps) {
  if (lastPage <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const number = (value: number) => formatNumber(value, locale, 0);

  return (
    <nav aria-label={t('label')} className={clsx('flex items-center justify-center gap-2', className)}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" prefetch={false} className={linkClass}>
          <ChevronIcon toward="start" />
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${itemClass} text-mocha-500`}>
          <ChevronIcon toward="start" />
          {t('previous')}
        </span>
      )}

      <p className="px-2 text-mocha-700 text-sm sm:hidden">
        {t('status', { page: number(page), lastPage: number(lastPage) })}
      </p>
      <ol className="hidden items-center gap-1.5 sm:flex">
        {getPaginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-mocha-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${itemClass} bg-espresso-900 text-cream-50`}>
                  <span className="sr-only">{t('page')} </span>
                  {number(item)}
                </span>
              ) : (
                <Link href={hrefFor(item)} prefetch={false} className={linkClass}>
                  <span className="sr-only">{t('page')} </span>
                  {number(item)}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>

      {page < lastPage ? (
        <Link href={hrefFor(page + 1)} rel="next" prefetch={false} className={linkClass}>
          {t('next')}
          <ChevronIcon toward="end" />
        </Link>
      ) : (
        <span aria-hidden="true" className={`${itemClass} text-mocha-500`}>
          {t('next')}
          <ChevronIcon toward="end" />
        </span>
      )}
    </nav>
  );
}
