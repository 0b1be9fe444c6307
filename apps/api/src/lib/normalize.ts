// The one text normalization for search, applied to indexed text and to queries alike so that
// spelling variants of Arabic (hamza forms, taa marbuta, tashkeel, tatweel, digits) meet.
// Rules: DESIGN.md, "Arabic search".

const TASHKEEL_AND_MARKS = /[\u064B-\u065F\u0670\u0640\u200C-\u200F]/g;
const ALEF_FORMS = /[\u0623\u0625\u0622\u0671]/g; // أ إ آ ٱ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
// Control characters (NUL above all, which PostgreSQL refuses in text) never belong in a search.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F]/g;
const SPACES = /\s+/g;

export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(TASHKEEL_AND_MARKS, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(SPACES, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a shopper's `%` or `_` is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Where the Arabic name starts inside a product's search name; lets "starts with" match either language. */
export const NAME_SEPARATOR = ' | ';

export function searchNameOf(nameEn: string, nameAr: string): string {
  return `${normalize(nameEn)}${NAME_SEPARATOR}${normalize(nameAr)}`;
}
