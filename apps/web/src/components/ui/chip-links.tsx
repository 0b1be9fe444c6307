import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';

export type ChipLink = { key: string; label: string; href: string; current: boolean };

/**
 * Category filter chips as links (the blog's and recipes' lists): each filter has its URL, works without
 * JavaScript, and the current one is marked for screen readers.
 */
export function ChipLinks({
  label,
  chips,
  className,
}: {
  label: string;
  chips: ChipLink[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-10 items-center rounded-full px-4 font-semibold text-sm transition-colors',
                chip.current
                  ? 'bg-espresso-900 text-cream-50'
                  : 'bg-white text-espresso-900 ring-1 ring-crema-200 hover:bg-latte-100',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
