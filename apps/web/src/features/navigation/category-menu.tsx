import type { Category } from '@coffee/contracts/catalog';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';
import { NavDropdown } from './nav-dropdown';

type CategoryMenuProps = {
  /** Sub-categories already in the page locale's alphabetical order. */
  categories: Category[];
  /** "All coffee": the link to the whole category, at the top of its dropdown. */
  allInCategory: (category: string) => string;
};

const linkClass =
  'block rounded-xl px-3 py-2 text-espresso-900 text-sm transition-colors hover:bg-latte-100 hover:text-caramel-700';

/** The navbar's row of category dropdowns (from 992 px), each listing its sub-categories. */
export function CategoryMenu({ categories, allInCategory }: CategoryMenuProps) {
  if (categories.length === 0) return null;
  return (
    <ul className="-ms-2 flex flex-wrap items-center gap-x-0.5 gap-y-1 xl:-ms-2.5">
      {categories.map((category) => (
        <li key={category.id}>
          <NavDropdown label={category.category}>
            <ul>
              <li>
                <Link
                  href={getProductsPath({ category: category.id })}
                  className={`${linkClass} font-semibold`}
                >
                  {allInCategory(category.category)}
                </Link>
              </li>
              {category.sub_categories.map((subCategory) => (
                <li key={subCategory.id}>
                  <Link
                    href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                    className={linkClass}
                  >
                    {subCategory.sub_category}
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
