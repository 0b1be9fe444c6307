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
    <article aria-labelledby={headingId} className="defer-card group category-card">
      <Link href={categoryPath} tabIndex={-1} aria-hidden className="category-pic">
        {category.image ? (
          <Image
            src={category.image}
            alt=""
            fill
            sizes="(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"
            className="zoom-pic"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-crema-300">
            <CoffeeBeanIcon className="size-10 sm:size-16" />
          </span>
        )}
      </Link>

      <div className="category-body">
        <h3 id={headingId} className="category-title">
          <Link href={categoryPath} className="hover:text-caramel-700">
            {category.category}
          </Link>
        </h3>

        {subCategories.length > 0 ? (
          <ul className="chip-row">
            {subCategories.map((subCategory) => (
              <li key={subCategory.id}>
                <Link
                  href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
                  className="chip-link"
                >
                  {subCategory.sub_category}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <Link href={categoryPath} className="category-more">
          {viewAllLabel}
          <span className="sr-only">: {category.category}</span>
          <ArrowForwardIcon className="arrow-nudge" />
        </Link>
      </div>
    </article>
  );
}
