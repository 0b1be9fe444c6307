import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export type BreadcrumbItem = { label: string; href?: string };

type BreadcrumbProps = {
  /** From the home page to the current page; the last item is the current page and is not a link. */
  items: BreadcrumbItem[];
  locale: Locale;
  className?: string;
};

/** Home › Shop › Coffee › Capsules. The separators point along the reading direction. */
export async function Breadcrumb({ items, locale, className }: BreadcrumbProps) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumb' });
  return (
    <nav aria-label={t('label')} className={clsx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="inline-flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="size-3.5 shrink-0 text-mocha-400 rtl:-scale-x-100"
                >
                  <path d="M9 6l6 6-6 6" />
                </svg>
              ) : null}
              {current || !item.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={clsx('truncate', current ? 'font-semibold text-espresso-900' : 'text-mocha-600')}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="truncate text-mocha-600 hover:text-caramel-700 hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
