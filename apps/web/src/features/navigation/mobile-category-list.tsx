import type { Category } from '@coffee/contracts/catalog';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';

type MobileCategoryListProps = {
  categories: Category[];
  allInCategory: (category: string) => string;
};

/** The categories inside the mobile menu: native <details> disclosures, so they need no script at all. */
export function MobileCategoryList({ categories, allInCategory }: MobileCategoryListProps) {
  return (
    <ul className="divide-y divide-crema-200">
      {categories.map((category) => (
        <li key={category.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {category.category}
              <ChevronDownIcon className="size-4 text-mocha-500 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="flex flex-col gap-1 pb-3 ps-3">
              <li>
                <Link
                  href={getProductsPath({ category: category.id })}
                  className="block rounded-lg py-1.5 font-semibold text-caramel-700 text-sm"
                >
                  {allInCategory(category.category)}
                </Link>
              </li>
              {category.sub_categories.map((subCategory) => (
                <li key={subCategory.id}>
                  <Link
                    href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                    className="block rounded-lg py-1.5 text-mocha-700 text-sm hover:text-espresso-900"
                  >
                    {subCategory.sub_category}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
