'use client';

import { Link } from '@/i18n/navigation';
import { type MenuCategory, MobileCategoryList } from './mobile-category-list';
import type { MenuLink } from './mobile-menu';

// The drawer's focus handling comes with its links, on first use (decision 0066's amendment).
export { openAsModal } from './drawer-focus';

export type MobileMenuLinksProps = {
  links: MenuLink[];
  pagesLabel: string;
  categoriesLabel: string;
  categoriesId: string;
  categories: MenuCategory[];
};

/** The drawer's contents (mobile-menu.tsx): the page and account links, then the category tree. */
export function MobileMenuLinks({
  links,
  pagesLabel,
  categoriesLabel,
  categoriesId,
  categories,
}: MobileMenuLinksProps) {
  return (
    <div className="flex flex-col gap-6 px-4 py-4">
      <nav aria-label={pagesLabel}>
        <ul className="flex flex-col">
          {links.map(({ href, label, accent }) => (
            <li key={href}>
              <Link
                href={href}
                className={
                  accent
                    ? 'block py-2.5 font-semibold text-caramel-700 hover:text-espresso-900'
                    : 'block py-2.5 font-semibold hover:text-caramel-700'
                }
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.length > 0 ? (
        <nav aria-labelledby={categoriesId}>
          <h2 id={categoriesId} className="font-semibold text-mocha-500 text-xs">
            {categoriesLabel}
          </h2>
          <MobileCategoryList categories={categories} />
        </nav>
      ) : null}
    </div>
  );
}
