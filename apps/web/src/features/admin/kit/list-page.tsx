import type { Locale } from '@coffee/contracts/common';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import { type Back, BackLink } from './back-link';
import { ListFilters, type ListFiltersSpec } from './list-filters';
import { getListHref } from './list-query';

type ListPageProps = {
  title: string;
  description: string;
  /** The list's own address; its filters and page are added to it. */
  path: string;
  /** The filters read from the address (`readListFilters`), kept in every page's link. */
  values?: Record<string, string | undefined>;
  /** The search box and pickers; none without. */
  filters?: ListFiltersSpec;
  /** The page's one button beside the title (New coupon). `null`: none for this reader, the header keeps its row. */
  action?: { href: string; label: string } | null;
  /** Between the header and the filters (the products' New product and CSV links, the seller's tabs). */
  toolbar?: ReactNode;
  back?: Back;
  /** Announced above the list (`42 orders`). */
  resultCount?: string;
  /** Labels the page's first section by its title, for a page with more sections after it. */
  titleId?: string;
  /** This page's rows: none shows `empty`. */
  rows: readonly unknown[];
  meta: { page: number; last_page: number };
  empty: { title: string; description?: string };
  locale: Locale;
  /** The table (or list) of `rows`. */
  children: ReactNode;
};

/**
 * A back-office list: title, the filters as a GET form, the table, pages as links, and an empty state when
 * nothing matches. Everything it shows comes from the address, so a list can be bookmarked and shared.
 */
export function ListPage({
  title,
  description,
  path,
  values = {},
  filters,
  action,
  toolbar,
  back,
  resultCount,
  titleId,
  rows,
  meta,
  empty,
  locale,
  children,
}: ListPageProps) {
  const heading = (
    <h1 id={titleId} className="font-bold text-3xl text-espresso-900">
      {title}
    </h1>
  );
  const body = (
    <>
      {back ? <BackLink {...back} /> : null}
      {action === undefined ? (
        <header>
          {heading}
          <p className="mt-2 text-mocha-600">{description}</p>
        </header>
      ) : (
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            {heading}
            <p className="mt-2 text-mocha-600">{description}</p>
          </div>
          {action ? (
            <Link href={action.href} className={primaryButtonClass}>
              {action.label}
            </Link>
          ) : null}
        </header>
      )}
      {toolbar}
      {filters ? <ListFilters {...filters} path={path} values={values} locale={locale} /> : null}
      {resultCount === undefined ? null : (
        <p className="font-semibold text-espresso-900" role="status">
          {resultCount}
        </p>
      )}
      {rows.length > 0 ? (
        <>
          {children}
          <Pagination
            page={meta.page}
            lastPage={meta.last_page}
            hrefFor={(target) => getListHref(path, values, target)}
            locale={locale}
          />
        </>
      ) : (
        <EmptyState title={empty.title} description={empty.description} />
      )}
    </>
  );
  return titleId ? (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      {body}
    </section>
  ) : (
    <div className="flex flex-col gap-6">{body}</div>
  );
}
