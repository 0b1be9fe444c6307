'use client';

import type { CouponFields } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import { SearchableChecklist } from '../forms/searchable-checklist';
import type { CouponFormValues } from './coupon-form-body';

type Option = { id: number; name: string };
export type CouponScopeOptions = {
  categories: (Option & { sub_categories: Option[] })[];
  brands: Option[];
  sellers: Option[];
};

type ScopeName = 'category_ids' | 'sub_category_ids' | 'brand_ids' | 'seller_ids';

/** Where a coupon applies: any categories, sub-categories, brands and sellers (none chosen: every line). */
export function CouponScopeFields({
  control,
  options,
  labels,
  locale,
}: {
  control: Control<CouponFormValues, unknown, CouponFields>;
  options: CouponScopeOptions;
  labels: Record<'scope' | 'scopeHint' | 'categories' | 'subCategories' | 'brands' | 'sellers', string>;
  locale: Locale;
}) {
  const t = useTranslations('Admin');
  const lists: [ScopeName, string, Option[]][] = [
    ['category_ids', labels.categories, options.categories],
    [
      'sub_category_ids',
      labels.subCategories,
      options.categories.flatMap((category) =>
        category.sub_categories.map((sub) => ({ id: sub.id, name: `${category.name} › ${sub.name}` })),
      ),
    ],
    ['brand_ids', labels.brands, options.brands],
    ['seller_ids', labels.sellers, options.sellers],
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-espresso-900">{labels.scope}</legend>
      <p className="text-mocha-600 text-xs">{labels.scopeHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {lists.map(([name, label, items]) => (
          <SearchableChecklist
            key={name}
            control={control}
            name={name}
            label={label}
            options={items}
            searchLabel={t('searchIn', { list: label })}
            chosenLabel={(count, formatted) => t('chosenCount', { count, formatted })}
            locale={locale}
          />
        ))}
      </div>
    </fieldset>
  );
}
