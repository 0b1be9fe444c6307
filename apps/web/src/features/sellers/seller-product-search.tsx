import type { Locale } from '@coffee/contracts/common';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { SearchIcon } from '@/components/ui/icons';
import { isolated } from '@/components/ui/user-text';
import { getSellerPath } from '@/lib/routes';

type SellerProductSearchProps = { sellerId: number; sellerName: string; query?: string; locale: Locale };

/**
 * Searches this seller's products by adding `?query=` to the same route (spec: route seller-profile-id;
 * "a search there adds the query to the same route"). A GET form, so it works before JS loads.
 */
export async function SellerProductSearch({ sellerId, sellerName, query, locale }: SellerProductSearchProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });

  return (
    <Form
      action={getSellerPath(sellerId)}
      role="search"
      aria-label={t('searchLabel', { name: isolated(sellerName) })}
      className="w-full sm:max-w-md"
    >
      <label htmlFor="seller-query" className="sr-only">
        {t('searchLabel', { name: isolated(sellerName) })}
      </label>
      <div className="flex h-11 items-center rounded-full border border-crema-300 bg-white ps-4 focus-within:border-caramel-500 focus-within:outline-2 focus-within:outline-caramel-500 focus-within:outline-offset-1">
        <SearchIcon className="size-4 shrink-0 text-mocha-500" />
        <input
          id="seller-query"
          type="search"
          name="query"
          defaultValue={query}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-espresso-900 text-sm outline-none placeholder:text-mocha-500"
        />
        <button
          type="submit"
          className="me-1 h-9 rounded-full bg-espresso-900 px-4 font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700"
        >
          {t('searchButton')}
        </button>
      </div>
    </Form>
  );
}
