import { PAYMENT_METHOD_IDS } from '@coffee/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { footerPaymentGroups } from './payment-marks';

// The footer advertised InstaPay and Pay at Fawry while they were off (issue 22): it shows only what the store
// offers, the API's `/payment-methods/offered`.
describe('the footer payment groups', () => {
  it('show only the methods offered, in their groups, and no empty group', () => {
    const groups = footerPaymentGroups(['cod', 'wallet', 'card', 'installments', 'opay']);
    const shown = groups.flatMap((entry) => entry.methods);
    expect(shown).not.toContain('instapay');
    expect(shown).not.toContain('fawry');
    expect(groups.find((entry) => entry.group === 'cash')?.methods).toEqual(['cod']);
    expect(footerPaymentGroups(['card'])).toEqual([{ group: 'cards', methods: ['card'] }]);
    expect(footerPaymentGroups([])).toEqual([]);
  });

  it('show every method when all are offered', () => {
    expect(
      footerPaymentGroups(PAYMENT_METHOD_IDS)
        .flatMap((entry) => entry.methods)
        .sort(),
    ).toEqual([...PAYMENT_METHOD_IDS].sort());
  });
});
