import { describe, expect, it } from 'vitest';
import { describeVariant, fillName } from './cart-labels';

// A control's name carries the product's name, which its seller typed: isolated, and put in as written.

describe('fillName', () => {
  it('isolates the name inside the control’s sentence', () => {
    expect(fillName('زيادة كمية {name}', 'Ethiopia Sidamo')).toBe('زيادة كمية \u2068Ethiopia Sidamo\u2069');
  });

  it('keeps a name holding a replacement pattern as written', () => {
    expect(fillName('Quantity of {name}', 'Blend $& Co')).toBe('Quantity of \u2068Blend $& Co\u2069');
  });
});

describe('describeVariant', () => {
  it('says the variant in the page’s words for the line shown under the name', () => {
    const naming = {
      variant: { size: 'Size: {name}', grind: 'Grind: {name}', color: 'Color: {name}' },
      lineName: '',
    };
    expect(describeVariant({ id: 3, kind: 'size', name: '1 kg' }, naming)).toBe('Size: 1 kg');
  });
});
