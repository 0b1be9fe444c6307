import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

export type Back = { href: string; label: string };

/**
 * Back to the list a page belongs to. `arrow`: a record's page (an order, a customer), with the arrow that
 * points to the start of the line; `printed: false` leaves it off a printout (the order's packing slip).
 */
export function BackLink({
  href,
  label,
  arrow = false,
  printed = true,
}: Back & { arrow?: boolean; printed?: boolean }) {
  if (!arrow)
    return (
      <Link href={href} className="text-caramel-700 text-sm underline-offset-4 hover:underline">
        {label}
      </Link>
    );
  return (
    <Link
      href={href}
      className={`inline-flex items-center gap-2 self-start font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline${printed ? '' : ' print:hidden'}`}
    >
      <ArrowForwardIcon className="size-4 -scale-x-100 rtl:scale-x-100" />
      {label}
    </Link>
  );
}
