import type { ProductCard } from '@coffee/contracts/catalog';
import type { WishlistToggle } from '@coffee/contracts/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistItems } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError, type Shopper, signUp } from './support/accounts.js';
import { allProducts, expectClientError } from './support/api.js';
import { addProduct, addProducts, createShoppingApp, updateProduct } from './support/shopping.js';

type Lang = 'en-US' | 'ar-SA';

let ctx: AccountsContext;
/** The catalog's own cards, by language and id: what a wishlist must show for each product. */
const catalog = new Map<Lang, Map<number, ProductCard>>();
let inStock: ProductCard[];

beforeAll(async () => {
  ctx = await createShoppingApp();
  for (const lang of ['en-US', 'ar-SA'] as const) {
    const cards = await allProducts(ctx.app, { lang });
    catalog.set(lang, new Map(cards.map((card) => [card.id, card])));
  }
  inStock = [...catalog.get('en-US')!.values()].filter((card) => card.stock > 0).slice(0, 12);
});
afterAll(() => ctx.close());

const wishlistOf = (shopper: Shopper) => {
  const token = shopper.tokens.access_token;
  return {
    list: (lang: Lang = 'en-US') =>
      call<{ data: ProductCard[] }>(ctx.app, 'GET', '/wishlist', { token, query: { lang } }),
    toggle: (id: number | string, lang: Lang = 'en-US') =>
      call<{ data: WishlistToggle }>(ctx.app, 'POST', `/wishlist/${id}`, { token, query: { lang } }),
  };
};
const newWishlist = async () => wishlistOf(await signUp(ctx.app));
const idsOf = (cards: ProductCard[]) => cards.map((card) => card.id);
const card = (lang: Lang, id: number) => catalog.get(lang)!.get(id)!;

describe('wishlist', () => {
  it('needs a signed-in shopper, and says so in the request language', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['POST', `/wishlist/${inStock[0]!.id}`],
    ] as const) {
      expectError(await call(ctx.app, method, url), 401, 'UNAUTHENTICATED');
      expectError(
        await call(ctx.app, method, url, { query: { lang: 'ar-SA' } }),
        401,
        'UNAUTHENTICATED',
        'ar-SA',
      );
      expectError(await call(ctx.app, method, url, { token: 'forged' }), 401, 'UNAUTHENTICATED');
    }
  });

  it('toggles a product on and off, and lists it as the catalog shows its card, in the request language', async () => {
    const wishlist = await newWishlist();
    expect((await wishlist.list()).body).toEqual({ data: [] });
    const product = inStock[0]!;

    const on = await wishlist.toggle(product.id);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ data: { product_id: product.id, in_wishlist: true } });
    expect((await wishlist.list()).body).toEqual({ data: [card('en-US', product.id)] });
    expect((await wishlist.list('ar-SA')).body).toEqual({ data: [card('ar-SA', product.id)] });

    const off = await wishlist.toggle(product.id, 'ar-SA');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ data: { product_id: product.id, in_wishlist: false } });
    expect((await wishlist.list()).body).toEqual({ data: [] });
  });

  it('says on each card whether the product is sold in variants, as the catalog does', async () => {
    const wishlist = await newWishlist();
    const cards = [...catalog.get('en-US')!.values()];
    const plain = cards.find((item) => !item.has_variants)!;
    const inVariants = cards.find((item) => item.has_variants)!;
    await wishlist.toggle(plain.id);
    await wishlist.toggle(inVariants.id);
    const listed = (await wishlist.list()).body.data;
    expect(listed.map((item) => [item.id, item.has_variants])).toEqual([
      [inVariants.id, true],
      [plain.id, false],
    ]);
    expect(listed).toEqual([card('en-US', inVariants.id), card('en-US', plain.id)]);
  });

  it('lists the most recently added first', async () => {
    const wishlist = await newWishlist();
    const [a, b, c] = inStock;
    for (const product of [a!, b!, c!]) await wishlist.toggle(product.id);
    expect(idsOf((await wishlist.list()).body.data)).toEqual([c!.id, b!.id, a!.id]);
    // Taken off and added again, a product is the newest.
    await wishlist.toggle(a!.id);
    expect(idsOf((await wishlist.list()).body.data)).toEqual([c!.id, b!.id]);
    await wishlist.toggle(a!.id);
    expect(idsOf((await wishlist.list()).body.data)).toEqual([a!.id, c!.id, b!.id]);
  });

  it('shows out-of-stock products with their stock, and hides unpublished ones until they return', async () => {
    const db = ctx.database.db;
    const [soldOut, hidden] = await addProducts(db, [{ stock: 0 }, { stock: 4 }]);
    const wishlist = await newWishlist();
    await wishlist.toggle(soldOut!.id);
    await wishlist.toggle(hidden!.id);
    expect((await wishlist.list()).body.data.map((item) => [item.id, item.stock])).toEqual([
      [hidden!.id, 4],
      [soldOut!.id, 0],
    ]);
    await updateProduct(db, hidden!, { isActive: false });
    expect(idsOf((await wishlist.list()).body.data)).toEqual([soldOut!.id]);
    await updateProduct(db, hidden!, { isActive: true });
    expect(idsOf((await wishlist.list()).body.data)).toEqual([hidden!.id, soldOut!.id]);
    // One that is unpublished while listed can still be taken off, but not put back.
    await updateProduct(db, hidden!, { isActive: false });
    expect((await wishlist.toggle(hidden!.id)).body.data).toEqual({
      product_id: hidden!.id,
      in_wishlist: false,
    });
    expectError(await wishlist.toggle(hidden!.id), 404, 'NOT_FOUND');
  });

  it('answers 404 for a product that does not exist or is not published, and 400 for an id that is not one', async () => {
    const wishlist = await newWishlist();
    const unpublished = await addProduct(ctx.database.db, { isActive: false });
    for (const id of [2_000_000_000, unpublished.id]) {
      expectError(await wishlist.toggle(id), 404, 'NOT_FOUND');
      expectError(await wishlist.toggle(id, 'ar-SA'), 404, 'NOT_FOUND', 'ar-SA');
    }
    for (const id of ['abc', '0', '-3', '2.5', '99999999999']) {
      expect(expectClientError(await wishlist.toggle(id), 400).code).toBe('VALIDATION_ERROR');
      expectClientError(await wishlist.toggle(id, 'ar-SA'), 400, 'ar-SA');
    }
    expect((await wishlist.list()).body.data).toEqual([]);
  });

  it("never shows or changes another shopper's wishlist", async () => {
    const alice = await newWishlist();
    const bob = await newWishlist();
    const [a, b] = inStock;
    await alice.toggle(a!.id);
    await alice.toggle(b!.id);
    expect((await bob.list()).body.data).toEqual([]);
    // Bob's toggle of a product Alice keeps adds it to Bob's list only.
    expect((await bob.toggle(a!.id)).body.data.in_wishlist).toBe(true);
    expect(idsOf((await bob.list()).body.data)).toEqual([a!.id]);
    expect(idsOf((await alice.list()).body.data)).toEqual([b!.id, a!.id]);
    expect((await bob.toggle(a!.id)).body.data.in_wishlist).toBe(false);
    expect(idsOf((await alice.list()).body.data)).toEqual([b!.id, a!.id]);
  });

  it('refuses a 201st product with a 422, and can still take one off', async () => {
    const shopper = await signUp(ctx.app);
    const wishlist = wishlistOf(shopper);
    const me = await call<{ data: { id: number } }>(ctx.app, 'GET', '/auth/me', {
      token: shopper.tokens.access_token,
    });
    const full = await addProducts(
      ctx.database.db,
      Array.from({ length: 201 }, () => ({})),
    );
    await ctx.database.db
      .insert(wishlistItems)
      .values(full.slice(0, 200).map((product) => ({ userId: me.body.data.id, productId: product.id })));
    expect((await wishlist.list()).body.data).toHaveLength(200);
    expectError(await wishlist.toggle(full[200]!.id), 422, 'WISHLIST_FULL');
    expectError(await wishlist.toggle(full[200]!.id, 'ar-SA'), 422, 'WISHLIST_FULL', 'ar-SA');
    expect((await wishlist.toggle(full[0]!.id)).body.data.in_wishlist).toBe(false);
    expect((await wishlist.toggle(full[200]!.id)).body.data.in_wishlist).toBe(true);
  });

  it('takes toggles sent at once in turn: no error, and each one flips the product', async () => {
    const wishlist = await newWishlist();
    const product = inStock[1]!;
    const pair = await Promise.all([wishlist.toggle(product.id), wishlist.toggle(product.id)]);
    expect(pair.map((answer) => answer.status)).toEqual([200, 200]);
    expect(pair.map((answer) => answer.body.data.in_wishlist).sort()).toEqual([false, true]);
    expect((await wishlist.list()).body.data).toEqual([]);

    const ten = await Promise.all(Array.from({ length: 10 }, () => wishlist.toggle(product.id)));
    expect(ten.map((answer) => answer.status)).toEqual(ten.map(() => 200));
    expect(ten.filter((answer) => answer.body.data.in_wishlist)).toHaveLength(5);
    expect((await wishlist.list()).body.data).toEqual([]);

    const eleven = await Promise.all(Array.from({ length: 11 }, () => wishlist.toggle(product.id)));
    expect(eleven.map((answer) => answer.status)).toEqual(eleven.map(() => 200));
    expect(idsOf((await wishlist.list()).body.data)).toEqual([product.id]);

    // Different products at once all land.
    const others = inStock.slice(2, 12);
    const adds = await Promise.all(others.map((other) => wishlist.toggle(other.id)));
    expect(adds.every((answer) => answer.status === 200 && answer.body.data.in_wishlist)).toBe(true);
    expect(idsOf((await wishlist.list()).body.data).sort((x, y) => x - y)).toEqual(
      [product.id, ...idsOf(others)].sort((x, y) => x - y),
    );
  });
});
