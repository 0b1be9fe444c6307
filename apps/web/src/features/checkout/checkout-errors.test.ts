import { describe, expect, it } from 'vitest';
import { placeCheckoutError } from './checkout-errors';

const words = {
  networkError: 'We could not reach the store.',
  soldOut: 'Sold out',
  onlyLeft: (available: number) => `Only ${available} left`,
};

describe('placeCheckoutError', () => {
  it('says the spec’s address and payment sentences beside their steps', () => {
    expect(
      placeCheckoutError(
        {
          status: 422,
          error: {
            code: 'ADDRESS_REQUIRED',
            message: 'You should select address or fill required data first',
          },
        },
        words,
      ),
    ).toEqual({ address: 'You should select address or fill required data first' });
    expect(
      placeCheckoutError(
        { status: 422, error: { code: 'PAYMENT_METHOD_REQUIRED', message: 'You Should to Select Payment' } },
        words,
      ),
    ).toEqual({ payment: 'You Should to Select Payment' });
  });

  it('puts a method this order cannot use beside the payment step, an unknown zone beside the address', () => {
    expect(
      placeCheckoutError(
        {
          status: 422,
          error: {
            code: 'PAYMENT_METHOD_UNAVAILABLE',
            message: 'Cash on delivery is available up to EGP 10,000.',
          },
        },
        words,
      ),
    ).toEqual({ payment: 'Cash on delivery is available up to EGP 10,000.' });
    expect(
      placeCheckoutError(
        {
          status: 422,
          error: { code: 'SHIPPING_UNAVAILABLE', message: 'We do not deliver to Halayeb yet.' },
        },
        words,
      ),
    ).toEqual({ address: 'We do not deliver to Halayeb yet.' });
  });

  it('names each line over stock beside it, by product and variant', () => {
    const placed = placeCheckoutError(
      {
        status: 422,
        error: { code: 'OUT_OF_STOCK', message: 'Some items are no longer in stock' },
        body: {
          code: 'OUT_OF_STOCK',
          lines: [
            { product_id: 7, variant_id: 73, name: 'Sidamo', available: 0 },
            { product_id: 3, variant_id: null, name: 'Kettle', available: 2 },
          ],
        },
      },
      words,
    );
    expect(placed).toEqual({
      general: 'Some items are no longer in stock',
      lines: { '7:73': 'Sold out', '3:': 'Only 2 left' },
    });
  });

  it('gives the coupon’s refusal with its reason', () => {
    expect(
      placeCheckoutError(
        {
          status: 422,
          error: { code: 'INVALID_COUPON', message: 'Invalid Coupon', messages: ['This coupon has expired'] },
        },
        words,
      ),
    ).toEqual({ coupon: 'Invalid Coupon: This coupon has expired' });
  });

  it('says the store could not be reached when nothing answered, else the API’s own sentence', () => {
    expect(placeCheckoutError({ status: 0, error: { code: 'NETWORK_ERROR', message: '' } }, words)).toEqual({
      general: 'We could not reach the store.',
    });
    expect(
      placeCheckoutError(
        { status: 422, error: { code: 'EMPTY_CART', message: 'Your cart is empty' } },
        words,
      ),
    ).toEqual({ general: 'Your cart is empty' });
  });
});
