/** Right-to-left letters (Arabic and its presentation forms, Hebrew, Syriac, Thaana, N'Ko) before any other. */
const RTL_FIRST = /^[^\p{L}]*(?=\p{L})[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * Whether a text runs right to left by its first letter (what `dir="auto"` decides): digits, spaces and
 * punctuation do not count, so "٢٤ شارع التحرير" does and "12 Talaat Harb" does not.
 */
export const startsRightToLeft = (text: string): boolean => RTL_FIRST.test(text);
