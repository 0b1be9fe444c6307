import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvitations,
  advertisements,
  auditLog,
  blogPosts,
  brands,
  categories,
  cities,
  coupons,
  orderLines,
  orders,
  pages,
  partnerApplications,
  products,
  productVariants,
  recipeCategories,
  recipes,
  sellers,
  shippingSteps,
  shippingZoneGovernorates,
  shippingZones,
  sliders,
  storeSettings,
  subCategories,
  users,
  wallets,
} from '../src/db/schema/index.js';
import { type AccountsContext, call } from './support/accounts.js';
import { makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { catalogCases } from './support/catalog-permission-cases.js';
import { addCoupon } from './support/checkout.js';
import { applyAsPartner, approval } from './support/partners.js';
import { addProduct, addVariants, createShoppingApp } from './support/shopping.js';

// Every back-office and seller-portal call × every standing: only the allowed ones succeed; the others are
// 401 (guest), 403 (the wrong role) or 404 (another seller's product), and change nothing: what the call
// would write is the same afterwards, and the audit log gains no row.

type Who = 'guest' | 'customer' | 'sellerA' | 'sellerB' | 'staff' | 'admin';
const EVERYONE: Who[] = ['guest', 'customer', 'sellerA', 'sellerB', 'staff', 'admin'];

let ctx: AccountsContext;
let team: Team;
let orderNumber: string;
let productA: number;
let variantA: number;
let spareVariants: [number, number];
let lineA: number;
let toApprove: number;
let toReject: number;
let cityId: number;
let couponId: number;
let postId: number;
let recipeId: number;
let recipeCategoryId: number;
let toResend: number;
const KINDS = ['sliders', 'advertisements'] as const;
const home = {} as Record<
  (typeof KINDS)[number],
  { ids: number[]; edit: { id: number; image: string }; remove: number; uploaded: string }
>;
let stepId: number;
let stepIds: number[];
let png: Buffer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const product = await addProduct(ctx.database.db, { stock: 20 });
  orderNumber = (await placeOrder(ctx, [[product, 1]])).order.number;
  // Seller A's product, with a variant.
  const own = await addProduct(ctx.database.db, { price: 10_000, stock: 5 });
  await ctx.database.db
    .update(products)
    .set({ sellerId: team.sellerA.sellerId })
    .where(eq(products.id, own.id));
  productA = own.id;
  const [first, ...spare] = (
    await addVariants(ctx.database.db, own, [
      { price: 10_000, stock: 5 },
      { price: 11_000, stock: 5 },
      { price: 12_000, stock: 5 },
    ])
  ).map((variant) => variant.id);
  variantA = first!;
  spareVariants = spare as [number, number];
  // An accepted order holding a line of seller A's, for the seller portal's order calls.
  const other = await addProduct(ctx.database.db, { price: 10_000, stock: 5 });
  await ctx.database.db
    .update(products)
    .set({ sellerId: team.sellerA.sellerId })
    .where(eq(products.id, other.id));
  const accepted = (await placeOrder(ctx, [[other, 1]])).order.number;
  await db().update(orders).set({ status: 'ACCEPT' }).where(eq(orders.number, accepted));
  zoneId = await firstZone();
  couponId = (await addCoupon(db(), { kind: 'percent', value: 10 })).id;
  [postId, recipeId, recipeCategoryId] = await contentIds();
  toApprove = (await applyAsPartner(ctx)).id;
  toReject = (await applyAsPartner(ctx)).id;
  cityId = (await db().select({ id: cities.id }).from(cities).where(eq(cities.governorateId, 1)))[0]!.id;
  // An approved application whose owner has not set a password, its invitation sent over a minute ago.
  toResend = (await applyAsPartner(ctx)).id;
  await call(ctx.app, 'POST', `/admin/partner-applications/${toResend}/approve`, {
    token: team.staff.token,
    body: approval(cityId),
  });
  ctx.clock.advance(61);
  // The home page's content: two banners of each kind to change and remove, an uploaded picture each.
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#6f4e37' } })
    .png()
    .toBuffer();
  for (const kind of KINDS) {
    const table = kind === 'sliders' ? sliders : advertisements;
    const banner = { titleEn: 'Banner', titleAr: 'لافتة', image: '/media/banners/slider-1.webp' };
    const [edit, remove] = await db().insert(table).values([banner, banner]).returning();
    const ids = await db().select({ id: table.id }).from(table).orderBy(asc(table.sortOrder), asc(table.id));
    const uploaded = await call<{ data: { image: string } }>(ctx.app, 'POST', `/admin/home/${kind}/images`, {
      token: team.staff.token,
      body: bannerForm(),
    });
    home[kind] = {
      ids: ids.map((row) => row.id),
      edit: { id: edit!.id, image: edit!.image },
      remove: remove!.id,
      uploaded: uploaded.body.data.image,
    };
  }
  stepIds = (
    await db().select({ id: shippingSteps.id }).from(shippingSteps).orderBy(asc(shippingSteps.id))
  ).map((row) => row.id);
  stepId = stepIds[0]!;
  lineA = (
    await db().select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, other.id))
  )[0]!.id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** As `call`, but a CSV answer (the export) is kept as text rather than parsed. */
const send = async (
  method: Case extends { request: () => { method: infer M } } ? M : never,
  url: string,
  options: { token?: string | undefined; body?: unknown; headers?: Record<string, string> | undefined },
) => {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
    ...(options.body !== undefined && { payload: options.body as never }),
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : { csv: response.body } };
};
const tokenOf = (who: Who) => (who === 'guest' ? undefined : team[who].token);
const auditRows = async () => (await db().select({ id: auditLog.id }).from(auditLog)).length;

type Case = {
  name: string;
  allowed: Who[];
  request: () => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  };
  /** What the call would change, read before and after a refusal. */
  state?: () => Promise<unknown>;
  /** The allowed callers' status when not 200 (a creation's 201). */
  ok?: number;
  /** Refusals other than 401 for a guest and 403 for the rest. */
  denial?: Partial<Record<Who, number>>;
  /** What the allowed callers get, in turn (default 200 each). */
  success?: (index: number) => number;
};

const orderState = async () =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.number, orderNumber)))[0];
const productState = async () =>
  (
    await db()
      .select({ price: products.price, stock: products.stock, on: products.isActive })
      .from(products)
      .where(eq(products.id, productA))
  )[0];
const variantState = async () =>
  (
    await db()
      .select({ price: productVariants.price, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantA))
  )[0];
const customerState = async () => ({
  blocked:
    (await db().select({ at: users.blockedAt }).from(users).where(eq(users.id, team.customer.userId)))[0]
      ?.at ?? null,
  wallet:
    (
      await db()
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, team.customer.userId))
    )[0]?.balance ?? 0,
});
const lineState = async () =>
  (await db().select({ ready: orderLines.readyAt }).from(orderLines).where(eq(orderLines.id, lineA)))[0];
const settingsState = async () => ({
  settings: (await db().select().from(storeSettings))[0],
  zones: await db().select().from(shippingZones),
});
const partnerState = async () => ({
  applications: await db()
    .select({ id: partnerApplications.id, status: partnerApplications.status })
    .from(partnerApplications),
  sellers: (await db().select({ id: sellers.id }).from(sellers)).length,
});
const couponState = async () => await db().select().from(coupons);
const contentState = async () => ({
  posts: await db().select().from(blogPosts),
  recipes: await db().select().from(recipes),
  pages: await db().select().from(pages),
});
/** A post and a recipe of the demo content (the first of each), and a recipe category. */
async function contentIds(): Promise<[number, number, number]> {
  const [post] = await db().select({ id: blogPosts.id }).from(blogPosts).limit(1);
  const [recipe] = await db().select({ id: recipes.id }).from(recipes).limit(1);
  const [category] = await db().select({ id: recipeCategories.id }).from(recipeCategories).limit(1);
  return [post!.id, recipe!.id, category!.id];
}
let contentSerial = 0;
const postBody = () => ({
  kind: 'article',
  slug: `matrix-post-${++contentSerial}`,
  title_en: 'Matrix',
  title_ar: 'مصفوفة',
});
const recipeBody = () => ({
  category_id: recipeCategoryId,
  slug: `matrix-recipe-${++contentSerial}`,
  title_en: 'Matrix',
  title_ar: 'مصفوفة',
  prep_minutes: 5,
  servings: 1,
});
const pageBody = { title_en: 'About', title_ar: 'من نحن', body_en: 'Matrix.', body_ar: 'مصفوفة.' };
const homeState = async () => ({
  sliders: await db().select().from(sliders).orderBy(asc(sliders.id)),
  advertisements: await db().select().from(advertisements).orderBy(asc(advertisements.id)),
  steps: await db().select().from(shippingSteps).orderBy(asc(shippingSteps.id)),
});
const invitationState = async () =>
  await db().select().from(accountInvitations).orderBy(asc(accountInvitations.id));
const bannerForm = () => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slide.png');
  return form;
};
const bannerBody = (image: string) => ({ title_en: 'Matrix', title_ar: 'مصفوفة', link: '/products', image });
const stepBody = {
  title_en: 'Choose',
  title_ar: 'اختر',
  description_en: 'Pick.',
  description_ar: 'اختر.',
  icon: 'cart',
};
const firstZone = async () => (await db().select({ id: shippingZones.id }).from(shippingZones))[0]!.id;
let zoneId = 0;
const pricing = { price: 9_000, before_discount: 10_000, stock: 8, is_active: true };
const variantPricing = { price: 9_000, before_discount: null, stock: 8 };

const CASES: Case[] = [
  {
    name: 'GET /backoffice/me',
    allowed: ['sellerA', 'sellerB', 'staff', 'admin'],
    request: () => ({ method: 'GET', url: '/backoffice/me' }),
  },
  { name: 'GET /admin/audit', allowed: ['admin'], request: () => ({ method: 'GET', url: '/admin/audit' }) },
  {
    name: 'GET /admin/orders',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/orders' }),
  },
  {
    name: 'GET /admin/sellers',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/sellers' }),
  },
  {
    name: 'GET /admin/orders/:number',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/orders/${orderNumber}` }),
  },
  {
    name: 'POST /admin/orders/:number/status',
    allowed: ['staff', 'admin'],
    state: orderState,
    request: () => ({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/status`,
      body: { status: 'ACCEPT' },
    }),
  },
  {
    name: 'GET /admin/products',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/products' }),
  },
  {
    name: 'PUT /admin/products/:id/pricing',
    allowed: ['staff', 'admin'],
    state: productState,
    request: () => ({ method: 'PUT', url: `/admin/products/${productA}/pricing`, body: pricing }),
  },
  {
    name: 'PUT /admin/variants/:id/pricing',
    allowed: ['staff', 'admin'],
    state: variantState,
    request: () => ({ method: 'PUT', url: `/admin/variants/${variantA}/pricing`, body: variantPricing }),
  },
  {
    name: 'GET /admin/customers',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/customers' }),
  },
  {
    name: 'GET /admin/customers/:id',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/customers/${team.customer.userId}` }),
  },
  {
    name: 'POST /admin/customers/:id/wallet',
    allowed: ['admin'],
    state: customerState,
    request: () => ({
      method: 'POST',
      url: `/admin/customers/${team.customer.userId}/wallet`,
      body: { amount: 500, reason: 'Goodwill' },
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  {
    name: 'POST /admin/customers/:id/block',
    allowed: ['staff', 'admin'],
    state: customerState,
    // Unblocking someone not blocked changes nothing; what matters here is who may ask.
    request: () => ({
      method: 'POST',
      url: `/admin/customers/${team.customer.userId}/block`,
      body: { blocked: false },
    }),
  },
  {
    name: 'GET /admin/settings',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/settings' }),
  },
  {
    name: 'PUT /admin/settings',
    allowed: ['admin'],
    state: settingsState,
    request: () => ({
      method: 'PUT',
      url: '/admin/settings',
      body: { free_shipping_threshold: 123_400, cod_max_total: 432_100 },
    }),
  },
  {
    name: 'PUT /admin/shipping-zones/:id',
    allowed: ['admin'],
    state: settingsState,
    request: () => ({ method: 'PUT', url: `/admin/shipping-zones/${zoneId}`, body: { fee: 9_900 } }),
  },
  {
    name: 'GET /admin/partner-applications',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/partner-applications' }),
  },
  {
    name: 'GET /admin/partner-applications/:id',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/partner-applications/${toApprove}` }),
  },
  {
    name: 'GET /admin/partner-applications/:id/files/contract',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/partner-applications/${toApprove}/files/contract` }),
  },
  {
    name: 'POST /admin/partner-applications/:id/approve',
    allowed: ['staff', 'admin'],
    state: partnerState,
    request: () => ({
      method: 'POST',
      url: `/admin/partner-applications/${toApprove}/approve`,
      body: approval(cityId),
    }),
  },
  {
    name: 'POST /admin/partner-applications/:id/reject',
    allowed: ['staff', 'admin'],
    state: partnerState,
    request: () => ({
      method: 'POST',
      url: `/admin/partner-applications/${toReject}/reject`,
      body: { reason: 'Not a roastery we can list yet.' },
    }),
  },
  {
    name: 'POST /admin/partner-applications/:id/invitation',
    allowed: ['staff', 'admin'],
    state: invitationState,
    // The second within a minute of the first is held back by the limit, past the role check.
    success: (index) => (index === 0 ? 200 : 429),
    request: () => ({ method: 'POST', url: `/admin/partner-applications/${toResend}/invitation` }),
  },
  {
    name: 'GET /admin/home/shipping-steps',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/home/shipping-steps' }),
  },
  ...KINDS.flatMap((kind): Case[] => [
    {
      name: `GET /admin/home/${kind}`,
      allowed: ['staff', 'admin'],
      request: () => ({ method: 'GET', url: `/admin/home/${kind}` }),
    },
    {
      name: `PUT /admin/home/${kind}/order`,
      allowed: ['staff', 'admin'],
      state: homeState,
      request: () => ({
        method: 'PUT',
        url: `/admin/home/${kind}/order`,
        body: { ids: [...home[kind].ids].reverse() },
      }),
    },
    {
      name: `POST /admin/home/${kind}/images`,
      allowed: ['staff', 'admin'],
      ok: 201,
      request: () => ({ method: 'POST', url: `/admin/home/${kind}/images`, body: bannerForm() }),
    },
    {
      name: `POST /admin/home/${kind}`,
      allowed: ['staff', 'admin'],
      ok: 201,
      state: homeState,
      request: () => ({ method: 'POST', url: `/admin/home/${kind}`, body: bannerBody(home[kind].uploaded) }),
    },
    {
      name: `PUT /admin/home/${kind}/:id`,
      allowed: ['staff', 'admin'],
      state: homeState,
      request: () => ({
        method: 'PUT',
        url: `/admin/home/${kind}/${home[kind].edit.id}`,
        body: { ...bannerBody(home[kind].edit.image), is_active: false },
      }),
    },
    {
      name: `DELETE /admin/home/${kind}/:id`,
      allowed: ['staff', 'admin'],
      state: homeState,
      // The second meets it already gone.
      success: (index) => (index === 0 ? 200 : 404),
      request: () => ({ method: 'DELETE', url: `/admin/home/${kind}/${home[kind].remove}` }),
    },
  ]),
  {
    name: 'PUT /admin/home/shipping-steps/order',
    allowed: ['staff', 'admin'],
    state: homeState,
    request: () => ({ method: 'PUT', url: '/admin/home/shipping-steps/order', body: { ids: stepIds } }),
  },
  {
    name: 'PUT /admin/home/shipping-steps/:id',
    allowed: ['staff', 'admin'],
    state: homeState,
    request: () => ({ method: 'PUT', url: `/admin/home/shipping-steps/${stepId}`, body: stepBody }),
  },
  {
    name: 'GET /admin/coupons',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: '/admin/coupons' }),
  },
  {
    name: 'GET /admin/coupons/:id',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/coupons/${couponId}` }),
  },
  {
    name: 'POST /admin/coupons',
    allowed: ['admin'],
    ok: 201,
    state: couponState,
    request: () => ({
      method: 'POST',
      url: '/admin/coupons',
      body: { code: 'MATRIX10', kind: 'percent', value: 10 },
    }),
  },
  {
    name: 'PUT /admin/coupons/:id',
    allowed: ['admin'],
    state: couponState,
    request: () => ({
      method: 'PUT',
      url: `/admin/coupons/${couponId}`,
      body: { code: 'MATRIXPUT', kind: 'fixed', value: 2_000, is_active: false },
    }),
  },
  {
    name: 'POST /admin/shipping-zones',
    allowed: ['admin'],
    ok: 201,
    state: settingsState,
    request: () => ({
      method: 'POST',
      url: '/admin/shipping-zones',
      body: { code: 'matrix-zone', name_en: 'Matrix', name_ar: 'مصفوفة', fee: 1_000 },
    }),
  },
  {
    name: 'PUT /admin/governorates/:id/zone',
    allowed: ['admin'],
    state: async () => await db().select().from(shippingZoneGovernorates),
    request: () => ({ method: 'PUT', url: '/admin/governorates/2/zone', body: { zone_id: zoneId } }),
  },
  ...(['/admin/blog', '/admin/recipes', '/admin/pages'] as const).map(
    (url): Case => ({
      name: `GET ${url}`,
      allowed: ['staff', 'admin'],
      request: () => ({ method: 'GET', url }),
    }),
  ),
  {
    name: 'GET /admin/blog/:id',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/blog/${postId}` }),
  },
  {
    name: 'POST /admin/blog',
    allowed: ['staff', 'admin'],
    ok: 201,
    state: contentState,
    request: () => ({ method: 'POST', url: '/admin/blog', body: postBody() }),
  },
  {
    name: 'PUT /admin/blog/:id',
    allowed: ['staff', 'admin'],
    state: contentState,
    request: () => ({ method: 'PUT', url: `/admin/blog/${postId}`, body: postBody() }),
  },
  {
    name: 'POST /admin/blog/:id/cover',
    allowed: ['staff', 'admin'],
    // Refused before a byte is read; an allowed caller sending no file gets the multipart refusal.
    success: () => 400,
    state: contentState,
    request: () => ({ method: 'POST', url: `/admin/blog/${postId}/cover` }),
  },
  {
    name: 'DELETE /admin/blog/:id',
    allowed: ['staff', 'admin'],
    // The first allowed caller deletes it; the second meets it gone.
    success: (index) => (index === 0 ? 200 : 404),
    state: contentState,
    request: () => ({ method: 'DELETE', url: `/admin/blog/${postId}` }),
  },
  {
    name: 'GET /admin/recipes/:id',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'GET', url: `/admin/recipes/${recipeId}` }),
  },
  {
    name: 'POST /admin/recipes',
    allowed: ['staff', 'admin'],
    ok: 201,
    state: contentState,
    request: () => ({ method: 'POST', url: '/admin/recipes', body: recipeBody() }),
  },
  {
    name: 'PUT /admin/recipes/:id',
    allowed: ['staff', 'admin'],
    state: contentState,
    request: () => ({ method: 'PUT', url: `/admin/recipes/${recipeId}`, body: recipeBody() }),
  },
  {
    name: 'POST /admin/recipes/:id/image',
    allowed: ['staff', 'admin'],
    success: () => 400,
    state: contentState,
    request: () => ({ method: 'POST', url: `/admin/recipes/${recipeId}/image` }),
  },
  {
    name: 'DELETE /admin/recipes/:id',
    allowed: ['staff', 'admin'],
    success: (index) => (index === 0 ? 200 : 404),
    state: contentState,
    request: () => ({ method: 'DELETE', url: `/admin/recipes/${recipeId}` }),
  },
  {
    name: 'PUT /admin/pages/:slug',
    allowed: ['staff', 'admin'],
    state: contentState,
    request: () => ({ method: 'PUT', url: '/admin/pages/about-us', body: pageBody }),
  },
  {
    name: 'POST /admin/content/preview',
    allowed: ['staff', 'admin'],
    request: () => ({ method: 'POST', url: '/admin/content/preview', body: { markdown: '# Hi' } }),
  },
  {
    name: 'GET /seller/order-lines',
    allowed: ['sellerA', 'sellerB'],
    request: () => ({ method: 'GET', url: '/seller/order-lines' }),
  },
  {
    name: 'GET /seller/sales',
    allowed: ['sellerA', 'sellerB'],
    request: () => ({ method: 'GET', url: '/seller/sales' }),
  },
  {
    name: "POST /seller/order-lines/:id/ready (seller A's line)",
    allowed: ['sellerA'],
    denial: { sellerB: 404 },
    state: lineState,
    request: () => ({ method: 'POST', url: `/seller/order-lines/${lineA}/ready` }),
  },
  {
    name: 'GET /seller/products',
    allowed: ['sellerA', 'sellerB'],
    request: () => ({ method: 'GET', url: '/seller/products' }),
  },
  {
    name: "PUT /seller/products/:id/pricing (seller A's product)",
    allowed: ['sellerA'],
    denial: { sellerB: 404 },
    state: productState,
    request: () => ({
      method: 'PUT',
      url: `/seller/products/${productA}/pricing`,
      body: { ...pricing, stock: 9 },
    }),
  },
  {
    name: "PUT /seller/variants/:id/pricing (seller A's variant)",
    allowed: ['sellerA'],
    denial: { sellerB: 404 },
    state: variantState,
    request: () => ({
      method: 'PUT',
      url: `/seller/variants/${variantA}/pricing`,
      body: { ...variantPricing, stock: 9 },
    }),
  },
  ...catalogCases({
    db,
    productA: () => productA,
    variantA: () => variantA,
    spareVariants: () => spareVariants,
    tables: { products, productVariants, categories, subCategories, brands },
  }),
];

describe('back-office permission matrix', () => {
  for (const testCase of CASES) {
    for (const who of EVERYONE.filter((person) => !testCase.allowed.includes(person))) {
      it(`${testCase.name} is refused to ${who} and changes nothing`, async () => {
        const [stateBefore, auditBefore] = [await testCase.state?.(), await auditRows()];
        const { method, url, body, headers } = testCase.request();
        const response = await send(method, url, { token: tokenOf(who), body, headers });
        expect(response.status).toBe(testCase.denial?.[who] ?? (who === 'guest' ? 401 : 403));
        // A refused import carries its report, row by row; nothing else rides along.
        const keys = Object.keys(response.body as object).filter((key) => key !== 'report');
        expect(keys.sort()).toEqual(['code', 'message']);
        expect(await testCase.state?.()).toEqual(stateBefore);
        expect(await auditRows()).toBe(auditBefore);
      });
    }
  }

  // The allowed callers last, so the refusals above saw everything untouched.
  for (const testCase of CASES) {
    it(`${testCase.name} answers ${testCase.allowed.join(', ')}`, async () => {
      for (const [index, who] of testCase.allowed.entries()) {
        await testCase.state?.();
        const { method, url, body, headers } = testCase.request();
        const response = await send(method, url, { token: tokenOf(who), body, headers });
        // The second caller of a one-step status change meets the order already moved: a 409, not a 403.
        const expected =
          testCase.success?.(index) ??
          (testCase.name.includes('/status') && index > 0 ? 409 : (testCase.ok ?? 200));
        expect(response.status, who).toBe(expected);
      }
    });
  }

  it('answers a seller who they run and a staff member their role', async () => {
    const seller = await call<{ data: { role: string; seller: { id: number } | null } }>(
      ctx.app,
      'GET',
      '/backoffice/me',
      { token: team.sellerA.token },
    );
    expect(seller.body.data).toMatchObject({ role: 'seller', seller: { id: team.sellerA.sellerId } });
    const staff = await call<{ data: { role: string; seller: null } }>(ctx.app, 'GET', '/backoffice/me', {
      token: team.staff.token,
    });
    expect(staff.body.data).toMatchObject({ role: 'staff', seller: null });
  });

  it('refuses in the caller’s language', async () => {
    const response = await call<{ message: string }>(ctx.app, 'GET', '/admin/orders', {
      token: team.customer.token,
      query: { lang: 'ar-SA' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('هذا الإجراء متاح لفريق المتجر فقط.');
  });
});
