import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { listAdminSellers } from '@/lib/api/backoffice';
import { getCategories } from '@/lib/api/catalog';
import { getBrands } from '@/lib/api/content';
import { textsOf } from '@/lib/i18n/texts-of';
import type { CouponFormLabels } from './coupon-form';
import type { CouponScopeOptions } from './coupon-scope-fields';

/** What the coupon form offers (categories, brands, sellers) and says, in the page's language. */
export async function getCouponFormProps(
  locale: Locale,
): Promise<{ options: CouponScopeOptions; labels: CouponFormLabels }> {
  const [categories, brands, sellers, t, common] = await Promise.all([
    getCategories(locale),
    getBrands(locale),
    listAdminSellers(locale),
    getTranslations({ locale, namespace: 'Admin.coupons' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const keys = [
    'code',
    'codeHint',
    'kind',
    'percent',
    'fixed',
    'value',
    'amount',
    'minSubtotal',
    'maxDiscount',
    'startsAt',
    'endsAt',
    'dateTimeHint',
    'usageLimit',
    'perUserLimit',
    'firstOrderOnly',
    'isActive',
    'scope',
    'scopeHint',
    'categories',
    'subCategories',
    'brands',
    'sellers',
    'save',
    'saving',
    'invalidCode',
    'invalidNumber',
    'invalidPercent',
    'invalidAmount',
  ] as const;
  const labels: Omit<CouponFormLabels, 'saved' | 'networkError'> = textsOf(keys, t);
  return {
    options: {
      categories: categories.map((category) => ({
        id: category.id,
        name: category.category,
        sub_categories: category.sub_categories.map((sub) => ({ id: sub.id, name: sub.sub_category })),
      })),
      brands: brands.map((brand) => ({ id: brand.id, name: brand.name })),
      sellers,
    },
    labels: { ...labels, saved: t.raw('saved') as string, networkError: common('networkError') },
  };
}
