import { normalize } from '../../../lib/normalize.js';

// The CSV of prices and stock (decision 0019): UTF-8 with a byte-order mark so Excel shows Arabic names,
// comma-separated, RFC 4180 quoting, CRLF line ends, amounts in pounds with two decimals.

const BOM = '\uFEFF';

/** The export's columns, in order; the import reads any of them by name. */
export const PRICING_COLUMNS = [
  'product_id',
  'variant_id',
  'sku',
  'name_en',
  'name_ar',
  'price',
  'before_discount',
  'stock',
];

/** Rows of cells from CSV text: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',' || char === ';') {
      // Excel in an Arabic or European locale saves with semicolons; prices never hold either.
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/**
 * Every place a spreadsheet may start a cell inside a text: its start, and after any separator one might split
 * on (`,`, `;`, tab) or a line break, when what follows (past spaces and quotes) starts like a formula.
 */
const CELL_START_LIKE_FORMULA = /(^|[,;\t\r\n])(?=(?:[^\S\t\r\n]|")*[=+\-@])/g;

/**
 * A text that no spreadsheet runs, whatever separator it splits on: `'` goes before each piece that would
 * start like a formula. Quoting alone is not enough: a spreadsheet splitting on `;` honours no quote that
 * opens mid-cell (`1,"Beans;=HYPERLINK(…)"` is `1,"Beans` and a formula in LibreOffice; issue 25).
 */
export const defuseFormulas = (text: string) => text.replace(CELL_START_LIKE_FORMULA, "$1'");

/** One cell as CSV: texts defused, then quoted when they hold a separator, quote or line break. */
function formatCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = defuseFormulas(value);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function formatCsv(rows: (string | number | null)[][]): string {
  return `${BOM}${rows.map((cells) => cells.map(formatCell).join(',')).join('\r\n')}\r\n`;
}

/** Piastres as pounds with two decimals, the way the CSV writes amounts (`1250.50`). */
export const toPounds = (piastres: number | null) => (piastres === null ? '' : (piastres / 100).toFixed(2));

/**
 * Pounds as typed in a spreadsheet (`250`, `250.5`, `1,250.00`, Arabic-Indic digits) to piastres; null when
 * it is not such a number or has more than two decimals.
 */
export function parsePounds(text: string): number | null {
  // Arabic decimal and thousands separators first (U+066B, U+066C), then the digits by normalize().
  let value = normalize(text.replaceAll('\u066B', '.').replaceAll('\u066C', ',')).replace(/\s/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number of items, as typed; null otherwise. */
export function parseCount(text: string): number | null {
  const value = normalize(text).replace(/\s/g, '');
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}
