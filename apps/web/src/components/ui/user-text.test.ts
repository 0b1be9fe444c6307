import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { startsRightToLeft } from '@/lib/format/direction';
import { AddressLines } from './address-lines';
import { AddressRecipient } from './address-recipient';
import { isolated, UserText, WithUserText } from './user-text';

// Somebody's text (an address, a name) inside the page's sentences keeps its own direction and never reorders
// them: an Arabic street on an English page is isolated and reads as Arabic (issue 26, item 8).

const arabic = {
  street: '٢٤ شارع التحرير',
  area: 'الدقي',
  city: { id: 1, name: 'Dokki' },
  governorate: { id: 2, name: 'Giza' },
  details: 'الدور ٣',
};

describe('UserText', () => {
  it('isolates the text with a bdi that takes its own direction', () => {
    expect(renderToStaticMarkup(createElement(UserText, null, 'منى سالم'))).toBe(
      '<bdi dir="auto">منى سالم</bdi>',
    );
  });

  it('puts somebody’s name, isolated, in a sentence of the page', () => {
    const html = renderToStaticMarkup(
      createElement(WithUserText, { sentence: (slot: string) => `Hello, ${slot}!`, text: 'منى' }),
    );
    expect(html).toBe('Hello, <bdi dir="auto">منى</bdi>!');
  });

  it('isolates plain strings with FSI … PDI', () => {
    expect(isolated('منى')).toBe('\u2068منى\u2069');
  });
});

describe('AddressLines', () => {
  it('isolates each line and each part; an Arabic line is joined by the Arabic comma even on an English page', () => {
    const html = renderToStaticMarkup(createElement(AddressLines, { address: arabic, locale: 'en' }));
    expect(html).toContain(
      '<bdi dir="auto"><span><bdi dir="auto">٢٤ شارع التحرير</bdi></span><span>، <bdi dir="auto">الدقي</bdi></span></bdi>',
    );
    // The city and governorate are the page's (English) names: the English comma.
    expect(html).toContain('<span>, <bdi dir="auto">Giza</bdi></span>');
    expect(html).toContain('<bdi dir="auto">الدور ٣</bdi>');
  });

  it('keeps an English street whole inside an Arabic page', () => {
    const html = renderToStaticMarkup(
      createElement(AddressLines, {
        address: { ...arabic, street: '12 Talaat Harb', area: 'Downtown' },
        locale: 'ar',
      }),
    );
    expect(html).toContain(
      '<bdi dir="auto">12 Talaat Harb</bdi></span><span>, <bdi dir="auto">Downtown</bdi>',
    );
  });

  it('isolates the recipient’s name and keeps the mobile left to right', () => {
    const html = renderToStaticMarkup(
      createElement(AddressRecipient, {
        address: { recipient_name: 'منى سالم', mobile: '+201001234567' },
        locale: 'en',
      }),
    );
    expect(html).toContain('<bdi dir="auto">منى سالم</bdi>');
    expect(html).toContain('<bdi dir="ltr">');
  });
});

describe('startsRightToLeft', () => {
  it('reads the first letter, not digits or punctuation', () => {
    expect(startsRightToLeft('٢٤ شارع التحرير')).toBe(true);
    expect(startsRightToLeft('  (٣) الدقي')).toBe(true);
    expect(startsRightToLeft('12 Talaat Harb، الدقي')).toBe(false);
    expect(startsRightToLeft('٢٤ - 12')).toBe(false);
  });
});
