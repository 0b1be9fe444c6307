import type { Category, SubCategory } from '@coffee/contracts/catalog';
import { ArrowForwardIcon, CoffeeBeanIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';

type CategoryCardProps = {
  category: Category;
  /** Already in the locale's alphabetical order. */
  subCategories: SubCategory[];
  viewAllLabel: string;
};

export function CategoryCard({ category, subCategories, viewAllLabel }: CategoryCardProps) {
  const categoryPath = getProductsPath({ category: category.id });
  const headingId = `category-${category.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="group flex overflow-hidden rounded-card bg-white shadow-card ring-1 ring-crema-200 transition-shadow hover:shadow-card-hover sm:flex-col"
    >
      <Link
        href={categoryPath}
        tabIndex={-1}
        aria-hidden
        className="relative block w-28 shrink-0 bg-latte-100 sm:aspect-[4/3] sm:w-auto"
      >
        {category.image ? (
          <Image
            src={category.image}
            alt=""
            fill
            sizes="(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-crema-300">
            <CoffeeBeanIcon className="size-10 sm:size-16" />
          </span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <h3 id={headingId} className="font-bold text-espresso-900 text-lg sm:text-xl">
          <Link href={categoryPath} className="hover:text-caramel-700">
            {category.category}
          </Link>
        </h3>

        {subCategories.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5 sm:mt-4 sm:gap-2">
            {subCategories.map((subCategory) => (
              <li key={subCategory.id}>
                <Link
                  href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                  className="inline-block rounded-full bg-latte-100 px-2.5 py-1 text-mocha-700 text-xs transition-colors sm:px-3 sm:py-1.5 sm:text-sm hover:bg-crema-200 hover:text-espresso-900"
                >
                  {subCategory.sub_category}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <Link
          href={categoryPath}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-4 font-semibold sm:pt-6 text-caramel-700 text-sm hover:text-espresso-900"
        >
          {viewAllLabel}
          <span className="sr-only">: {category.category}</span>
          <ArrowForwardIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
