import { randomUUID } from 'node:crypto';
import { apiURL, callAsShopper, confirmMobileByApi, createShopper } from './accounts';
import type { Lang } from './texts';

/** A product as a listing gives it, with what the journeys choose by. */
export type ListedProduct = {
  id: number;
  name: string;
  price: number;
  beforeDiscount: number | null;
  stock: number;
  has_variants: boolean;
  reviews_count: number;
};

export const apiLang = (lang: Lang) => (lang === 'ar' ? 'ar-SA' : 'en-US');

/** The demo catalog's first page of `query` (per_page 50 unless said), in `lang`. */
export async function listProducts(lang: Lang, query: Record<string, string> = {}): Promise<ListedProduct[]> {
  const params = new URLSearchParams({ per_page: '50', lang: apiLang(lang), ...query });
  const { data } = (await (await fetch(`${apiURL}/products?${params}`)).json()) as { data: ListedProduct[] };
  return data;
}

/** The first product of the demo catalog that fits, from the first `pages` pages of 100 (page language). */
export async function findProduct(
  lang: Lang,
  fits: (product: ListedProduct) => boolean,
  pages = 1,
): Promise<ListedProduct> {
  for (let page = 1; page <= pages; page++) {
    const found = (await listProducts(lang, { per_page: '100', page: String(page) })).find(fits);
    if (found) return found;
  }
  throw new Error('the demo catalog has no product fit for this journey');
}

/** A placed order as the API answers it: what the journeys compare the pages with. */
export type PlacedOrder = {
  number: string;
  DiscountedSubtotal: number;
  saleDiscountAmount: number;
  DiscountAmount: number;
  Shipping_Fees: number;
  walletAmount: number;
  /** The store's cash-on-delivery fee, 0 for other methods. */
  cod_fee: number;
  DiscountedTotal: number;
  items: { product_id: number; quantity: number; unit_price: number; line_total: number }[];
};

/**
 * A new shopper's order of `lines` ([product id, quantity]), placed through the API in `lang` to a Cairo
 * address: cash on delivery unless said. The shopper (with their token) and the order's answer.
 */
export async function placeOrderByApi(
  lang: Lang,
  lines: [number, number][],
  paymentMethod: 'cod' | 'card' = 'cod',
) {
  const shopper = await createShopper();
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
  });
  return { shopper, order: await orderCartByApi(lang, shopper, paymentMethod) };
}

/** Orders what the shopper's cart holds, through the API in `lang`, to a Cairo address. */
export async function orderCartByApi(
  lang: Lang,
  shopper: { accessToken: string; mobile: string },
  paymentMethod: 'cod' | 'card' = 'cod',
): Promise<PlacedOrder> {
  const { data: cities } = (await (await fetch(`${apiURL}/governorates/1/cities`)).json()) as {
    data: { id: number }[];
  };
  // A returning shopper: their mobile confirmed for cash on delivery (e2e/cod.spec.ts plays the first time).
  if (paymentMethod === 'cod') await confirmMobileByApi(shopper.accessToken, shopper.mobile);
  const response = await fetch(`${apiURL}/orders?lang=${apiLang(lang)}`, {
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
      },
      payment_method: paymentMethod,
      use_wallet: false,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /orders answered ${response.status}`);
  return ((await response.json()) as { data: PlacedOrder }).data;
}

/** A cash-on-delivery order of these lines, placed through the API by the shopper, to a Cairo address. */
export async function placeCodOrder(
  shopper: { accessToken: string; mobile: string },
  lines: { product_id: number; quantity: number }[],
): Promise<PlacedOrder> {
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', { products: lines });
  return orderCartByApi('en', shopper);
}
