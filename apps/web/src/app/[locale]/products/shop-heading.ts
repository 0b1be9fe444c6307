import type { Category, SubCategory } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { BreadcrumbItem } from '@/components/ui/breadcrumb';
import { homePath } from '@/lib/routes';
import { EMPTY_SHOP_PARAMS, getShopHref, type ShopParams } from '@/lib/shop-params';

export type ShopHeading = {
  /** The banner's h1 and the page title. */
  title: string;
  /** The banner's line under the title and the meta description. */
  description: string;
  image?: string;
  breadcrumb: BreadcrumbItem[];
  category?: Category;
  subCategory?: SubCategory;
  /** The URL names a category or sub-category the catalog does not have (a stale or mistyped link). */
  unknownCategory: boolean;
  /** Worth a search engine's index: the plain shop and its categories, not every filter combination. */
  indexable: boolean;
};

/** What the shop page is about, from its URL state and the category list: shared by the page and metadata. */
export async function getShopHeading(
  params: ShopParams,
  categories: Category[],
  locale: Locale,
): Promise<ShopHeading> {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const tb = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const category = categories.find((candidate) => candidate.id === params.category);
  const subCategory = category?.sub_categories.find((candidate) => candidate.id === params.subCategory);
  const unknownCategory =
    (params.category !== undefined && !category) || (params.subCategory !== undefined && !subCategory);

  const breadcrumb: BreadcrumbItem[] = [
    { label: tb('home'), href: homePath },
    { label: tb('shop'), href: getShopHref(EMPTY_SHOP_PARAMS) },
  ];
  if (category)
    breadcrumb.push({
      label: category.category,
      href: getShopHref({ ...EMPTY_SHOP_PARAMS, category: category.id }),
    });
  if (category && subCategory) {
    breadcrumb.push({
      label: subCategory.sub_category,
      href: getShopHref({ ...EMPTY_SHOP_PARAMS, category: category.id, subCategory: subCategory.id }),
    });
  }
  if (params.query) breadcrumb.push({ label: t('searchCrumb', { query: params.query }) });

  const named = subCategory?.sub_category ?? category?.category;
  const title = params.query ? t('searchTitle', { query: params.query }) : (named ?? t('title'));
  const description = params.query
    ? t('searchDescription', { query: params.query })
    : named
      ? t('categoryDescription', { category: named })
      : t('description');

  const onlyPlaces =
    params.query === undefined &&
    params.brand.length === 0 &&
    params.seller === undefined &&
    params.priceMin === undefined &&
    params.priceMax === undefined &&
    params.rating === undefined &&
    !params.inStock &&
    !params.onSale &&
    params.sort === undefined;

  return {
    title,
    description,
    image: category?.image || undefined,
    breadcrumb,
    category,
    subCategory,
    unknownCategory,
    indexable: onlyPlaces && !unknownCategory,
  };
}
