import { getProductsPath, sitePaths } from '@/lib/routes';

/** The spec's navbar links, in its order; `key` names the label in the `Nav` messages. */
export const NAV_LINKS = [
  { key: 'shop', href: getProductsPath() },
  { key: 'coffeeShops', href: sitePaths.coffeeShops },
  { key: 'blog', href: sitePaths.blog },
  { key: 'recipes', href: sitePaths.recipes },
  { key: 'aboutUs', href: sitePaths.aboutUs },
] as const;

export type NavLinkKey = (typeof NAV_LINKS)[number]['key'];
