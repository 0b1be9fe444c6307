import { describe, expect, it } from 'vitest';
import { arabicDigitsIn, withArabicDigits } from './arabic-digits.js';
import { normalize } from './normalize.js';

describe('withArabicDigits', () => {
  it('writes numbers in the Arabic pages’ digits, the decimal and percent signs too', () => {
    expect(withArabicDigits('250 جم')).toBe('٢٥٠ جم');
    expect(withArabicDigits('خصم حتى 25% على المطاحن')).toBe('خصم حتى ٢٥٪ على المطاحن');
    expect(withArabicDigits('خلال 1 إلى 3 أيام')).toBe('خلال ١ إلى ٣ أيام');
    expect(withArabicDigits('قوام 1.5 لتر')).toBe('قوام ١٫٥ لتر');
    expect(withArabicDigits('الساعة 11 بالليل، 9:30')).toBe('الساعة ١١ بالليل، ٩:٣٠');
  });

  it('leaves a Latin name’s number, Markdown list numbers and link targets alone', () => {
    expect(withArabicDigits('طقم V60 للمبتدئين وEK43 وSL28')).toBe('طقم V60 للمبتدئين وEK43 وSL28');
    expect(withArabicDigits('1. اطحن 15 جرام\n2. صب')).toBe('1. اطحن ١٥ جرام\n2. صب');
    expect(withArabicDigits('[الوصفة](/recipes/12) في 3 خطوات')).toBe('[الوصفة](/recipes/12) في ٣ خطوات');
    expect(withArabicDigits('![صورة](/media/a-2.webp)')).toBe('![صورة](/media/a-2.webp)');
  });

  it('changes nothing a search reads: normalized, both spell the same', () => {
    const text = 'خلطة كايرو كريما للإسبريسو – 1 كجم و V60';
    expect(normalize(withArabicDigits(text))).toBe(normalize(text));
  });

  it('converts only `…_ar` fields, at any depth', () => {
    expect(
      arabicDigitsIn([
        { name_en: '250 g', name_ar: '250 جم', variants: [{ name_ar: '1 كجم', price_egp: 10 }] },
      ]),
    ).toEqual([{ name_en: '250 g', name_ar: '٢٥٠ جم', variants: [{ name_ar: '١ كجم', price_egp: 10 }] }]);
  });
});
