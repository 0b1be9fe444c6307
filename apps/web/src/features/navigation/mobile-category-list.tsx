import { ChevronDownIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';

/** A category as the mobile menu lists it, its "All in …" link label already translated. */
export type MenuCategory = {
  id: number;
  name: string;
  allLabel: string;
  subCategories: { id: number; name: string }[];
};

/** The categories inside the mobile menu: native <details> disclosures, opened without any script. */
export function MobileCategoryList({ categories }: { categories: MenuCategory[] }) {
  return (
    <ul className="divide-y divide-crema-200">
      {categories.map((category) => (
        <li key={category.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {category.name}
              <ChevronDownIcon className="size-4 text-mocha-500 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="flex flex-col gap-1 pb-3 ps-3">
              <li>
                <Link
                  href={getProductsPath({ category: category.id })}
                  className="block rounded-lg py-1.5 font-semibold text-caramel-700 text-sm"
                >
                  {category.allLabel}
                </Link>
              </li>
              {category.subCategories.map((subCategory) => (
                <li key={subCategory.id}>
                  <Link
                    href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                    className="block rounded-lg py-1.5 text-mocha-700 text-sm hover:text-espresso-900"
                  >
                    {subCategory.name}
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
