/** Letters of right-to-left scripts (Arabic and its presentation forms, Hebrew, Syriac, Thaana, N'Ko). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Any letter at all (digits, spaces and punctuation are not). */
const LETTER = /\p{L}/u;

/**
 * The direction a text takes by its first letter (what `dir="auto"` does): digits, spaces and punctuation do
 * not count, so "٢٤ شارع التحرير" is right to left and "12 Talaat Harb" left to right. Null with no letter.
 */
export function firstStrongDirection(text: string): 'rtl' | 'ltr' | null {
  for (const character of text) {
    if (!LETTER.test(character)) continue;
    return RTL_LETTER.test(character) ? 'rtl' : 'ltr';
  }
  return null;
}
