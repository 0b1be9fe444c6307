'use client';

import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';
import type { MenuCategory } from './mobile-category-list';
import { NavDropdown } from './nav-dropdown';

const linkClass =
  'block rounded-xl px-3 py-2 text-espresso-900 text-sm transition-colors hover:bg-latte-100 hover:text-caramel-700';

/**
 * The navbar's row of category dropdowns (from 992 px), each listing its sub-categories. Built in the browser
 * from the same `categories` the mobile menu gets (the page carries the tree once, as data): each dropdown's
 * links are drawn when it opens. The home page's category section, the shop's filters and the footer link the
 * same categories in the HTML.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="-ms-2 flex flex-wrap items-center gap-x-0.5 gap-y-1 xl:-ms-2.5">
      {categories.map((category) => (
        <li key={category.id}>
          <NavDropdown label={category.name}>
            <ul>
              <li>
                <Link
                  href={getProductsPath({ category: category.id })}
                  className={`${linkClass} font-semibold`}
                >
                  {category.allLabel}
                </Link>
              </li>
              {category.subCategories.map((subCategory) => (
                <li key={subCategory.id}>
                  <Link
                    href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                    className={linkClass}
                  >
                    {subCategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          </NavDropdown>
        </li>
      ))}
    </ul>
  );
}
