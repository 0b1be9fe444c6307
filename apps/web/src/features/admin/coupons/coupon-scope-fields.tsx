'use client';

import type { CouponFields } from '@coffee/contracts/backoffice-coupons';
import type { Control } from 'react-hook-form';
import { controlClass } from '@/components/ui/form/control-class';
import { FormField } from '@/components/ui/form/form-field';
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
}: {
  control: Control<CouponFormValues, unknown, CouponFields>;
  options: CouponScopeOptions;
  labels: Record<'scope' | 'scopeHint' | 'categories' | 'subCategories' | 'brands' | 'sellers', string>;
}) {
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
          <FormField key={name} label={label}>
            {(ids) => (
              <select
                {...ids}
                {...control.register(name)}
                multiple
                size={5}
                className={`${controlClass} h-auto py-2`}
              >
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
