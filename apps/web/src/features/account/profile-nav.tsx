'use client';

import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/** `exact`: current only on that very page (an area's home, whose path starts every other). */
export type ProfileNavItem = { href: string; label: string; exact?: boolean };

type ProfileNavProps = { label: string; items: ProfileNavItem[] };

/**
 * The profile area's pages: a column on the start side from the nav breakpoint, a row that scrolls sideways
 * on phones, scrolled so that the current page's tab is in view. The current page is marked for everyone
 * (`aria-current`), not only by colour.
 */
export function ProfileNav({ label, items }: ProfileNavProps) {
  const pathname = usePathname();
  const row = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab changes with the path
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // Only the row scrolls (never the page): the tab's centre to the row's centre, in either direction.
    const offset =
      current.getBoundingClientRect().left +
      current.offsetWidth / 2 -
      (list.getBoundingClientRect().left + list.clientWidth / 2);
    list.scrollBy({ left: offset });
  }, [pathname]);
  return (
    <nav aria-label={label} className="-mx-4 sm:mx-0">
      <ul
        ref={row}
        className="flex snap-x gap-2 overflow-x-auto px-4 pb-1 sm:px-0 nav:flex-col nav:gap-1 nav:overflow-visible nav:pb-0"
      >
        {items.map(({ href, label: itemLabel, exact }) => {
          const current = pathname === href || (!exact && pathname.startsWith(`${href}/`));
          return (
            <li key={href} className="shrink-0 snap-start">
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block whitespace-nowrap rounded-full px-4 py-2 font-semibold text-sm transition-colors nav:rounded-xl nav:border-s-4 nav:px-4 nav:py-3',
                  current
                    ? 'bg-espresso-900 text-cream-50 nav:border-caramel-500 nav:bg-latte-100 nav:text-espresso-900'
                    : 'bg-white text-mocha-700 ring-1 ring-crema-200 hover:bg-latte-100 hover:text-espresso-900 nav:border-transparent nav:bg-transparent nav:ring-0',
                )}
              >
                {itemLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
