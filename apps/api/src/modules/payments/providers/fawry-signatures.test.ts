import { describe, expect, it } from 'vitest';
import { readFawryV2 } from './fawry.js';
import {
  fawryAmount,
  signFawryCharge,
  signFawryNotification,
  signFawryRefund,
  signFawryStatusQuery,
} from './signatures.js';

// Fixed vectors, each cross-checked with Python's hashlib (an implementation other than ours):
//   python3 -c "import hashlib; print(hashlib.sha256(b'<the fields joined><key>').hexdigest())"
// and the notification's also with `printf '%s' '<string>' | openssl dgst -sha256`.
const KEY = 'FAWRY-SECURE-KEY-TEST';
const MERCHANT = '1tSa6uxz2nRbgY+b+cZGyA==';
const REF = 'CM-2026-000123-3F9A1C2B7E';

describe('FawryPay signatures', () => {
  it('writes amounts with two decimals, as FawryPay signs them', () => {
    expect(fawryAmount(125_050)).toBe('1250.50');
    expect(fawryAmount(125_000)).toBe('1250.00');
    expect(fawryAmount(5)).toBe('0.05');
  });

  it('signs a Pay at Fawry charge: merchantCode, merchantRefNum, customerProfileId, method, amount, key', () => {
    // sha256("1tSa6uxz2nRbgY+b+cZGyA==CM-2026-000123-3F9A1C2B7E42PAYATFAWRY1250.50FAWRY-SECURE-KEY-TEST")
    expect(
      signFawryCharge(KEY, {
        merchantCode: MERCHANT,
        merchantRefNum: REF,
        customerProfileId: '42',
        paymentMethod: 'PAYATFAWRY',
        amount: '1250.50',
      }),
    ).toBe('cc5d33afefd65cb51d9de3025dd8ca41bca99ef913cb3d84af44e0e39d9baf10');
  });

  it('signs a notification V2 over its seven fields in the documented order, the key last', () => {
    // sha256("970177CM-2026-000123-3F9A1C2B7E1252.501250.50PAIDPayAtFawry24480FAWRY-SECURE-KEY-TEST")
    const fields = {
      fawryRefNumber: '970177',
      merchantRefNumber: REF,
      paymentAmount: '1252.50',
      orderAmount: '1250.50',
      orderStatus: 'PAID',
      paymentMethod: 'PayAtFawry',
      paymentRefrenceNumber: '24480',
    };
    expect(signFawryNotification(KEY, fields)).toBe(
      '82ba98a8d19158ff3e7ed329c22e32ae28f3b249ee2d34bd4faea08dab4d8839',
    );
    // Without a payment reference number (an EXPIRED code) that field is simply empty.
    // sha256("970177CM-2026-000123-3F9A1C2B7E1250.001250.00EXPIREDPAYATFAWRYFAWRY-SECURE-KEY-TEST")
    expect(
      signFawryNotification(KEY, {
        ...fields,
        paymentAmount: '1250.00',
        orderAmount: '1250.00',
        orderStatus: 'EXPIRED',
        paymentMethod: 'PAYATFAWRY',
        paymentRefrenceNumber: '',
      }),
    ).toBe('27fb937aa650669357bbe8dfb0e99142d46a55b4a416f6def248ac69f252faa6');
  });

  it('signs the status query and a refund', () => {
    // sha256("1tSa6uxz2nRbgY+b+cZGyA==CM-2026-000123-3F9A1C2B7EFAWRY-SECURE-KEY-TEST")
    expect(signFawryStatusQuery(KEY, MERCHANT, REF)).toBe(
      '7c88912c1fa3d0e971a2169bbabaaecdc9069533a5201d93656f04bb35ea0727',
    );
    // sha256("1tSa6uxz2nRbgY+b+cZGyA==9701771250.50paid after the order was canceledFAWRY-SECURE-KEY-TEST")
    expect(
      signFawryRefund(KEY, {
        merchantCode: MERCHANT,
        referenceNumber: '970177',
        refundAmount: '1250.50',
        reason: 'paid after the order was canceled',
      }),
    ).toBe('b15c63eb56fdea691ea628684cc3d56479a78e618345620de0f1076d55ed2612');
  });
});

describe('reading a notification V2', () => {
  const genuine = {
    requestId: 'c72827d084ea4b88949d91dd2db4996e',
    fawryRefNumber: '970177',
    merchantRefNumber: REF,
    paymentAmount: 1252.5,
    orderAmount: 1250.5,
    fawryFees: 2,
    orderStatus: 'PAID',
    paymentMethod: 'PayAtFawry',
    paymentRefrenceNumber: '24480',
    messageSignature: '82ba98a8d19158ff3e7ed329c22e32ae28f3b249ee2d34bd4faea08dab4d8839',
  };

  it('accepts the genuine one (amounts as JSON numbers) and reports our amount in piastres', () => {
    expect(readFawryV2(KEY, genuine)).toEqual({
      reference: REF,
      providerRef: '970177',
      status: 'paid',
      amount: 125_050,
      currency: 'EGP',
      message: 'PAID',
    });
    // The same amounts written as strings sign the same.
    expect(readFawryV2(KEY, { ...genuine, paymentAmount: '1252.50', orderAmount: '1250.50' })?.status).toBe(
      'paid',
    );
  });

  it('refuses any altered field, a missing signature, another key and unreadable amounts', () => {
    for (const altered of [
      { orderAmount: 1.5 },
      { paymentAmount: 1250.5 },
      { orderStatus: 'EXPIRED' },
      { merchantRefNumber: 'CM-2026-000999-0000000000' },
      { fawryRefNumber: '970178' },
      { paymentMethod: 'CARD' },
      { paymentRefrenceNumber: '' },
      { messageSignature: undefined },
      { messageSignature: 'A'.repeat(64) },
      { orderAmount: 'a lot' },
      { orderAmount: -1250.5 },
    ]) {
      expect(readFawryV2(KEY, { ...genuine, ...altered })).toBeNull();
    }
    expect(readFawryV2('ANOTHER-KEY', genuine)).toBeNull();
  });
});
