/**
 * Arabic text as the Arabic pages print numbers (ar-EG: ٠١٢٣٤٥٦٧٨٩, the decimal ٫ and the percent ٪), for text
 * the store writes itself (the demo catalog and content): one digit system per page (issue 26). A number that is
 * part of a Latin name stays as it is (`V60`, `EK43`, `SL28`), as do Markdown's list numbers and link targets.
 * Search reads both digit systems alike (lib/normalize.ts).
 */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** A number not touching a Latin letter or another digit: `250`, `1.5`, `30%`. */
const NUMBER = /(?<![A-Za-z0-9_.\-/])(\d+(?:\.\d+)?)(%?)(?![A-Za-z0-9_])/g;

const toIndic = (digits: string) => digits.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);

function convertPlain(text: string): string {
  return text.replace(NUMBER, (_match, number: string, percent: string) => {
    const [whole, fraction] = number.split('.');
    return `${toIndic(whole!)}${fraction === undefined ? '' : `٫${toIndic(fraction)}`}${percent ? '٪' : ''}`;
  });
}

/** Markdown pieces left alone: link and image targets, inline code, and an ordered list's `1.` at a line start. */
const KEPT = /(\]\([^)]*\))|(`[^`]*`)|(^[ \t]*\d+\.(?=[ \t]))/gm;

export function withArabicDigits(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(KEPT)) {
    result += convertPlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + convertPlain(text.slice(last));
}

/** A seed record (or a list of them) with every `…_ar` text written in Arabic-Indic digits, at any depth. */
export function arabicDigitsIn<T>(value: T): T {
  if (Array.isArray(value)) return value.map(arabicDigitsIn) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key.endsWith('_ar') && typeof field === 'string' ? withArabicDigits(field) : arabicDigitsIn(field),
    ]),
  ) as T;
}
