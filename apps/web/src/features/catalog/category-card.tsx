'use client';

import { ArrowForwardIcon, CoffeeBeanIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { type PictureTemplate, pictureAttributes } from '@/lib/picture-template';
import { getProductsPath } from '@/lib/routes';

/** A category as the home page's grid draws it: id, name, picture path, sub-categories already in order. */
export type CategoryTile = {
  id: number;
  name: string;
  image: string | null;
  subs: [id: number, name: string][];
};

type CategoryGridProps = { tiles: CategoryTile[]; viewAllLabel: string; picture: PictureTemplate };

/**
 * The cards of "Shop by category". A client island only so that React's flight data carries each category's
 * few fields and one picture template instead of the whole server-rendered tree a second time (the markup
 * is the same, rendered by the server for crawlers and shoppers; decision 0060). No state, no effects.
 */
export function CategoryGrid({ tiles, viewAllLabel, picture }: CategoryGridProps) {
  return (
    <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {tiles.map((tile) => (
        <CategoryCard key={tile.id} tile={tile} viewAllLabel={viewAllLabel} picture={picture} />
      ))}
    </div>
  );
}

function CategoryCard({
  tile,
  viewAllLabel,
  picture,
}: { tile: CategoryTile } & Omit<CategoryGridProps, 'tiles'>) {
  const categoryPath = getProductsPath({ category: tile.id });
  const headingId = `category-${tile.id}`;

  return (
    <article aria-labelledby={headingId} className="defer-card group category-card">
      <Link href={categoryPath} tabIndex={-1} aria-hidden className="category-pic">
        {tile.image ? (
          // biome-ignore lint/performance/noImgElement: next/image's own attributes, made by the server (imageTemplate)
          <img {...pictureAttributes(picture, tile.image)} alt="" />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-crema-300">
            <CoffeeBeanIcon className="size-10 sm:size-16" />
          </span>
        )}
      </Link>

      <div className="category-body">
        <h3 id={headingId} className="category-title">
          <Link href={categoryPath} className="hover:text-caramel-700">
            {tile.name}
          </Link>
        </h3>

        {tile.subs.length > 0 ? (
          <ul className="chip-row">
            {tile.subs.map(([id, name]) => (
              <li key={id}>
                <Link href={getProductsPath({ category: tile.id, subCategory: id })} className="chip-link">
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <Link href={categoryPath} className="category-more">
          {viewAllLabel}
          <span className="sr-only">: {tile.name}</span>
          <ArrowForwardIcon className="arrow-nudge" />
        </Link>
      </div>
    </article>
  );
}
