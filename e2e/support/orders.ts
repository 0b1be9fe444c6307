import { randomUUID } from 'node:crypto';
import { apiURL, callAsShopper } from './accounts';
import type { Lang } from './texts';

/** A product as a card lists it, with what journeys choose by. */
export type ListedProduct = {
  id: number;
  name: string;
  price: number;
  stock: number;
  has_variants: boolean;
  reviews_count: number;
};

/** The first product of the demo catalog that fits, from the first `pages` pages of 100 (page language). */
export async function findProduct(
  lang: Lang,
  fits: (product: ListedProduct) => boolean,
  pages = 1,
): Promise<ListedProduct> {
  for (let page = 1; page <= pages; page++) {
    const query = new URLSearchParams({
      per_page: '100',
      page: String(page),
      lang: lang === 'ar' ? 'ar-SA' : 'en-US',
    });
    const { data } = (await (await fetch(`${apiURL}/products?${query}`)).json()) as { data: ListedProduct[] };
    const found = data.find(fits);
    if (found) return found;
  }
  throw new Error('the demo catalog has no product fit for this journey');
}

/** A cash-on-delivery order of these lines, placed through the API by the shopper, to a Cairo address. */
export async function placeCodOrder(
  shopper: { accessToken: string; mobile: string },
  lines: { product_id: number; quantity: number }[],
) {
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', { products: lines });
  const { data: cities } = (await (await fetch(`${apiURL}/governorates/1/cities`)).json()) as {
    data: { id: number }[];
  };
  const response = await fetch(`${apiURL}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${shopper.accessToken}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      address: {
        title: 'Home',
        governorate_id: 1,
        city_id: cities[0]?.id,
        street: '12 Talaat Harb',
        recipient_name: 'Mona Salem',
        mobile: shopper.mobile,
        save: false,
      },
      payment_method: 'cod',
      use_wallet: false,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /orders answered ${response.status}`);
  const { data: order } = (await response.json()) as {
    data: { number: string; DiscountedTotal: number; Shipping_Fees: number; items: { line_total: number }[] };
  };
  return order;
}
