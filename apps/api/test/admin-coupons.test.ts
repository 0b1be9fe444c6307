import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { cairoAddress, shopperWith } from './support/checkout.js';
import { addProduct, createShoppingApp, type TestProduct } from './support/shopping.js';

// The back office's coupons: every rule the checkout enforces, checked on the server, and what a change
// does at the checkout the moment it is saved.

type Coupon = {
  id: number;
  code: string;
  used_count: number;
  is_active: boolean;
  state: string;
  usage_limit: number | null;
};

let ctx: AccountsContext;
let team: Team;
let beans: TestProduct;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  beans = await addProduct(ctx.database.db, { price: 40_000, stock: 100 });
});
afterAll(() => ctx.close());

let serial = 0;
const newCode = () => `SPRING${Date.now() % 100_000}${++serial}`;
const base = () => ({ code: newCode(), kind: 'percent', value: 10 });
const create = (body: unknown, lang = 'en-US', token = team.admin.token) =>
  call<{ data: Coupon }>(ctx.app, 'POST', '/admin/coupons', { token, body, query: { lang } });
const update = (id: number, body: unknown, lang = 'en-US') =>
  call<{ data: Coupon }>(ctx.app, 'PUT', `/admin/coupons/${id}`, {
    token: team.admin.token,
    body,
    query: { lang },
  });

describe('coupons in the back office', () => {
  it('creates a coupon the checkout takes at once, code stored in capitals', async () => {
    const body = {
      ...base(),
      code: newCode().toLowerCase(),
      value: 15,
      min_subtotal: 10_000,
      max_discount: 50_000,
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: body.code.toUpperCase(),
      used_count: 0,
      is_active: true,
    });
    const { checkout } = await shopperWith(ctx, [[beans, 2]]);
    const checked = await checkout.checkCoupon(body.code);
    expect(checked.status).toBe(200);
    expect(checked.body.data.discount).toBe(12_000);
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, body.code.toUpperCase()));
    expect(row).toMatchObject({ action: 'coupon.create', before: null });
  });

  it('shows its usage, and disabling it refuses it at the checkout from the next call', async () => {
    const created = (await create({ ...base(), usage_limit: 5 })).body.data;
    for (let n = 0; n < 2; n++) {
      const { checkout } = await shopperWith(ctx, [[beans, 1]]);
      const placed = await checkout.place({
        address: await cairoAddress(ctx.database.db),
        payment_method: 'cod',
        use_wallet: false,
        coupon: created.code,
      });
      expect(placed.status).toBe(201);
    }
    const read = await call<{ data: Coupon }>(ctx.app, 'GET', `/admin/coupons/${created.id}`, {
      token: team.staff.token,
    });
    expect(read.body.data.used_count).toBe(2);
    const list = await call<{ data: Coupon[] }>(ctx.app, 'GET', '/admin/coupons', {
      token: team.staff.token,
      query: { q: created.code.toLowerCase() },
    });
    expect(list.body.data.map((coupon) => coupon.code)).toEqual([created.code]);

    const limit = await update(created.id, { ...base(), code: created.code, usage_limit: 0 });
    expectError(limit, 400, 'VALIDATION_ERROR');
    const below = expectError(
      await update(created.id, { ...base(), code: created.code, usage_limit: 1, per_user_limit: 1 }, 'ar-SA'),
      422,
      'INVALID_COUPON',
      'ar-SA',
    );
    expect(below.message).toBe('لا يمكن أن يقل حد الاستخدام عن عدد مرات استخدامه حتى الآن: مرتان.');
    const disabled = await update(created.id, {
      ...base(),
      code: created.code,
      usage_limit: 5,
      is_active: false,
    });
    expect(disabled.body.data).toMatchObject({ is_active: false, used_count: 2 });
    const again = await shopperWith(ctx, [[beans, 1]]);
    expectError(await again.checkout.checkCoupon(created.code), 422, 'INVALID_COUPON');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityKey, created.code));
    const change = audit.find((row) => row.action === 'coupon.update')!;
    expect(change.before).toMatchObject({ is_active: true });
    expect(change.after).toMatchObject({ is_active: false });
  });

  it('refuses rules that contradict each other, in the admin’s language, and changes nothing', async () => {
    const cases: [unknown, string, number, string][] = [
      [{ ...base(), value: 120 }, 'INVALID_COUPON', 422, 'يجب أن تكون نسبة الخصم بين ١ و١٠٠.'],
      [
        { ...base(), kind: 'fixed', value: 5_000, max_discount: 1_000 },
        'INVALID_COUPON',
        422,
        'الحد الأقصى للخصم يخص كوبونات النسبة المئوية فقط.',
      ],
      [
        { ...base(), starts_at: '2026-12-01T00:00:00+02:00', ends_at: '2026-11-01T00:00:00+02:00' },
        'INVALID_COUPON',
        422,
        'يجب أن ينتهي الكوبون بعد بدايته.',
      ],
      [
        { ...base(), brand_ids: [999_999] },
        'INVALID_COUPON',
        422,
        'أحد العناصر المختارة (فئة أو علامة تجارية أو بائع) غير موجود.',
      ],
      [{ ...base(), code: 'no spaces!' }, 'VALIDATION_ERROR', 400, 'بعض بيانات الطلب غير صحيحة.'],
      // A JSON id is a number: true, "1" and [1] are not 1 (issue 25).
      [{ ...base(), category_ids: [true] }, 'VALIDATION_ERROR', 400, 'بعض بيانات الطلب غير صحيحة.'],
      [{ ...base(), sub_category_ids: ['1'] }, 'VALIDATION_ERROR', 400, 'بعض بيانات الطلب غير صحيحة.'],
      [{ ...base(), brand_ids: [[1]] }, 'VALIDATION_ERROR', 400, 'بعض بيانات الطلب غير صحيحة.'],
      [{ ...base(), seller_ids: ['1'] }, 'VALIDATION_ERROR', 400, 'بعض بيانات الطلب غير صحيحة.'],
    ];
    for (const [body, code, status, message] of cases) {
      const refused = expectError(await create(body, 'ar-SA'), status, code, 'ar-SA');
      if (status === 422) expect(refused.message).toBe(message);
    }
    expect(
      (
        await call<{ meta: { total: number } }>(ctx.app, 'GET', '/admin/coupons', {
          token: team.staff.token,
          query: { q: 'no spaces' },
        })
      ).body.meta.total,
    ).toBe(0);
  });

  it('keeps codes unique whatever their case, and scopes to brands that exist', async () => {
    const first = (await create(base())).body.data;
    const taken = expectError(
      await create({ ...base(), code: first.code.toLowerCase() }),
      409,
      'COUPON_CODE_TAKEN',
    );
    expect(taken.message).toBe('Another coupon already has this code.');
    const [brand] = await ctx.database.db.select({ id: brands.id }).from(brands).limit(1);
    const scoped = await create({ ...base(), brand_ids: [brand!.id] });
    expect(scoped.status).toBe(201);
    const second = (await create(base())).body.data;
    expectError(await update(second.id, { ...base(), code: first.code }), 409, 'COUPON_CODE_TAKEN');
    expectError(await update(999_999, base()), 404, 'NOT_FOUND');
  });

  it('says whether each coupon is taken today, as the checkout judges it: not started, active, expired, used up, disabled', async () => {
    // Minutes, not days: the team's sign-ins must outlive the clock's jump.
    const at = (minutes: number) => new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();
    const later = (await create({ ...base(), starts_at: at(1), ends_at: at(10) })).body.data;
    const soon = (await create({ ...base(), ends_at: at(2) })).body.data;
    const once = (await create({ ...base(), usage_limit: 1 })).body.data;
    const off = (await create({ ...base(), is_active: false })).body.data;
    expect([later, soon, once, off].map((coupon) => coupon.state)).toEqual([
      'scheduled',
      'active',
      'active',
      'disabled',
    ]);
    const { checkout } = await shopperWith(ctx, [[beans, 1]]);
    const placed = await checkout.place({
      address: await cairoAddress(ctx.database.db),
      payment_method: 'cod',
      use_wallet: false,
      coupon: once.code,
    });
    expect(placed.status).toBe(201);

    ctx.clock.advance(3 * 60);
    const stateOf = async (coupon: Coupon) =>
      (
        await call<{ data: Coupon }>(ctx.app, 'GET', `/admin/coupons/${coupon.id}`, {
          token: team.staff.token,
        })
      ).body.data.state;
    expect(await Promise.all([later, soon, once, off].map(stateOf))).toEqual([
      'active',
      'expired',
      'used_up',
      'disabled',
    ]);
    // What the table says is what the checkout does.
    const shopper = await shopperWith(ctx, [[beans, 1]]);
    expect((await shopper.checkout.checkCoupon(later.code)).status).toBe(200);
    expectError(await shopper.checkout.checkCoupon(soon.code), 422, 'INVALID_COUPON');
  });
});
