import type { Category, SubCategory } from '@coffee/contracts/catalog';
import Image from 'next/image';
import { ArrowForwardIcon, CoffeeBeanIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';

type CategoryCardProps = {
  category: Category;
  /** Already in the locale's alphabetical order. */
  subCategories: SubCategory[];
  viewAllLabel: string;
  /** In the first screenful on most devices: load the image without waiting for layout. */
  eager?: boolean;
};

export function CategoryCard({ category, subCategories, viewAllLabel, eager = false }: CategoryCardProps) {
  const categoryPath = getProductsPath({ category: category.id });
  const headingId = `category-${category.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="group flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-crema-200 transition-shadow hover:shadow-card-hover"
    >
      <Link
        href={categoryPath}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[4/3] bg-latte-100"
      >
        {category.image ? (
          <Image
            src={category.image}
            alt=""
            fill
            sizes="(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-crema-300">
            <CoffeeBeanIcon className="size-16" />
          </span>
        )}
      </Link>

      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="font-bold text-espresso-900 text-xl">
          <Link href={categoryPath} className="hover:text-caramel-700">
            {category.category}
          </Link>
        </h3>

        {subCategories.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {subCategories.map((subCategory) => (
              <li key={subCategory.id}>
                <Link
                  href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                  className="inline-block rounded-full bg-latte-100 px-3 py-1.5 text-mocha-700 text-sm transition-colors hover:bg-crema-200 hover:text-espresso-900"
                >
                  {subCategory.sub_category}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <Link
          href={categoryPath}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-caramel-700 text-sm hover:text-espresso-900"
        >
          {viewAllLabel}
          <span className="sr-only">: {category.category}</span>
          <ArrowForwardIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
