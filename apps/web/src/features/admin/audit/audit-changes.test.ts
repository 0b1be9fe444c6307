import { describe, expect, it } from 'vitest';
import { LONG_TEXT, toAuditChanges } from './audit-changes';

describe('toAuditChanges', () => {
  it('tells a long text by its length on both sides, never printing it', () => {
    const body = (n: number) => 'ب'.repeat(n);
    expect(toAuditChanges('blog_post', { body_ar: body(1240) }, { body_ar: body(1310) })).toEqual([
      {
        field: 'body_ar',
        before: { kind: 'length', characters: 1240 },
        after: { kind: 'length', characters: 1310 },
      },
    ]);
    // One short side still reads as a length, so the change is one comparison; an empty side is none.
    expect(
      toAuditChanges('blog_post', { excerpt_en: 'Short' }, { excerpt_en: 'x'.repeat(LONG_TEXT + 1) })[0],
    ).toEqual({
      field: 'excerpt_en',
      before: { kind: 'length', characters: 5 },
      after: { kind: 'length', characters: LONG_TEXT + 1 },
    });
    expect(toAuditChanges('page', { body_en: '' }, { body_en: 'Line one\nLine two' })[0]?.after).toEqual({
      kind: 'length',
      characters: 17,
    });
  });

  it('keeps short texts, and names statuses by whose they are', () => {
    expect(
      toAuditChanges(
        'order',
        { status: 'READY_TO_SHIP', payment_status: 'unpaid' },
        { status: 'WITH_COURIER', payment_status: 'paid' },
      ),
    ).toEqual([
      {
        field: 'status',
        before: { kind: 'status', list: 'order', code: 'READY_TO_SHIP' },
        after: { kind: 'status', list: 'order', code: 'WITH_COURIER' },
      },
      {
        field: 'payment_status',
        before: { kind: 'status', list: 'payment', code: 'unpaid' },
        after: { kind: 'status', list: 'payment', code: 'paid' },
      },
    ]);
    expect(toAuditChanges('review', { status: 'pending' }, { status: 'hidden' })[0]?.after).toEqual({
      kind: 'status',
      list: 'review',
      code: 'hidden',
    });
    expect(toAuditChanges('coupon', null, { code: 'SUMMER25' })).toEqual([
      { field: 'code', before: { kind: 'none' }, after: { kind: 'text', text: 'SUMMER25' } },
    ]);
  });

  it('tells money, counts, yes/no and lists apart; a deleted entity lists what it had', () => {
    expect(
      toAuditChanges('product', { price: 135000, stock: 4, featured: false, images: ['a.jpg'] }, null),
    ).toEqual([
      { field: 'price', before: { kind: 'money', piastres: 135000 }, after: { kind: 'none' } },
      { field: 'stock', before: { kind: 'number', value: 4 }, after: { kind: 'none' } },
      { field: 'featured', before: { kind: 'no' }, after: { kind: 'none' } },
      { field: 'images', before: { kind: 'data', json: '["a.jpg"]' }, after: { kind: 'none' } },
    ]);
  });
});
