import { describe, expect, it } from 'vitest';
import { escapeLike, normalize } from './normalize.js';

describe('normalize', () => {
  it('makes the spellings of coffee that shoppers type meet', () => {
    const forms = ['قهوة', 'قهوه', 'قَهْوَة', 'قـهـوة', 'ﻗﻬﻮﺓ'];
    expect(new Set(forms.map(normalize))).toEqual(new Set(['قهوه']));
  });

  it('folds the alef forms, alef maqsura, hamza carriers and taa marbuta', () => {
    expect(normalize('أإآٱ')).toBe('اااا');
    expect(normalize('مقهى')).toBe('مقهي');
    expect(normalize('مؤسسة')).toBe('موسسه');
    expect(normalize('بيئة')).toBe('بييه');
    expect(normalize('الإسكندرية')).toBe('الاسكندريه');
  });

  it('strips dagger alef and direction marks', () => {
    expect(normalize('هٰذا')).toBe('هذا');
    expect(normalize('\u200Fقهوة\u200E')).toBe('قهوه');
  });

  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(normalize('٢٥٠ جم')).toBe('250 جم');
    expect(normalize('۱۲۳')).toBe('123');
  });

  it('lowercases Latin, applies NFKC and collapses white space', () => {
    expect(normalize('  Ethiopian   YIRGACHEFFE ')).toBe('ethiopian yirgacheffe');
    expect(normalize('ﬁlter')).toBe('filter');
    expect(normalize('Ｖ６０')).toBe('v60');
  });

  it('is idempotent', () => {
    const text = 'قَهْوَة تركي مُحَوَّجة ٢٥٠ جرام Café';
    expect(normalize(normalize(text))).toBe(normalize(text));
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
