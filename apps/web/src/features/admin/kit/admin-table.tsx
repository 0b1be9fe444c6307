import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** One column of a back-office table. */
export type Column<Row> = {
  /** Tells the columns apart (React's key). */
  key: string;
  /** The header's words (`<th scope="col">`). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Where the cell's text sits; the start of the line by default. */
  align?: 'start' | 'end';
  /** More classes of the cell (`whitespace-nowrap`, `break-all`). */
  className?: string;
  /** `ltr` for what reads left to right in either language (codes, slugs, mobile numbers). */
  dir?: 'ltr';
  /**
   * The row's own page: the cell becomes its link, and the row's header (`<th scope="row">`), so a screen
   * reader names each row by it. `label` names the link when its text alone would not (an order's number).
   */
  link?: (row: Row) => { href: string; label?: string; dir?: 'ltr' };
};

type RowKey<Row> = (row: Row) => string | number;

type AdminTableProps<Row> = {
  /** Read by screen readers only. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** The table's least width (`min-w-[48rem]`): narrower screens scroll it sideways instead of squeezing it. */
  minWidth: string;
} & (Row extends { id: string | number } ? { rowKey?: RowKey<Row> } : { rowKey: RowKey<Row> });

/** A row's own `id`, for rows that have one and no other `rowKey`. */
const byId = (row: unknown) => (row as { id: string | number }).id;

const CELL = { start: 'px-3 py-3 text-start align-top', end: 'px-3 py-3 text-end align-top' } as const;
const linkClass = 'text-caramel-700 underline-offset-4 hover:underline';

function cellClass<Row>(column: Column<Row>) {
  const base = CELL[column.align ?? 'start'];
  const classes = column.link ? `${base} font-semibold` : base;
  return column.className ? `${classes} ${column.className}` : classes;
}

function Cell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  if (!column.link)
    return (
      <td className={cellClass(column)} dir={column.dir}>
        {column.cell(row)}
      </td>
    );
  const link = column.link(row);
  return (
    <th scope="row" className={cellClass(column)} dir={column.dir}>
      <Link href={link.href} aria-label={link.label} className={linkClass} dir={link.dir}>
        {column.cell(row)}
      </Link>
    </th>
  );
}

/**
 * A back-office list as a table drawn from its columns: a card that scrolls sideways on a narrow screen. The
 * card is a named region a keyboard can focus (Tab, then the arrow keys scroll it), so the columns past the
 * screen's edge are reachable without a mouse (axe: scrollable-region-focusable).
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey = byId, minWidth }: AdminTableProps<Row>) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200 focus-visible:outline-offset-2"
    >
      <table className={`w-full ${minWidth} text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${CELL[column.align ?? 'start']} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key} column={column} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
