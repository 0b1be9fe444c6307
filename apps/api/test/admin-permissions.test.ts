import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsContext, call } from './support/accounts.js';
import { auditCount, makeTeam, placeOrder, type Team } from './support/backoffice.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Every back-office and seller-portal call × every standing: only the allowed ones succeed; the others are
// 401 (guest), 403 or 404, and change nothing (the order keeps its status, the audit log gains no row).

type Who = 'guest' | 'customer' | 'sellerA' | 'sellerB' | 'staff' | 'admin';
const EVERYONE: Who[] = ['guest', 'customer', 'sellerA', 'sellerB', 'staff', 'admin'];

let ctx: AccountsContext;
let team: Team;
let orderNumber: string;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const product = await addProduct(ctx.database.db, { stock: 20 });
  orderNumber = (await placeOrder(ctx, [[product, 1]])).order.number;
});
afterAll(() => ctx.close());

const tokenOf = (who: Who) => (who === 'guest' ? undefined : team[who].token);

type Case = {
  name: string;
  allowed: Who[];
  request: () => { method: 'GET' | 'POST'; url: string; body?: unknown };
  writes?: boolean;
};

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
    writes: true,
    request: () => ({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/status`,
      body: { status: 'ACCEPT' },
    }),
  },
];

describe('back-office permission matrix', () => {
  for (const testCase of CASES) {
    for (const who of EVERYONE.filter((person) => !testCase.allowed.includes(person))) {
      it(`${testCase.name} is refused to ${who} and changes nothing`, async () => {
        const before = await auditCount(ctx, orderNumber);
        const { method, url, body } = testCase.request();
        const response = await call(ctx.app, method, url, { token: tokenOf(who), body });
        expect(response.status).toBe(who === 'guest' ? 401 : 403);
        expect(Object.keys(response.body as object).sort()).toEqual(['code', 'message']);
        if (testCase.writes) {
          const admin = await call<{ data: { status: string } }>(
            ctx.app,
            'GET',
            `/admin/orders/${orderNumber}`,
            {
              token: team.admin.token,
            },
          );
          expect(admin.body.data.status).toBe('PLACED');
          expect(await auditCount(ctx, orderNumber)).toBe(before);
        }
      });
    }
  }

  // The allowed callers last, so the refusals above saw the order untouched.
  for (const testCase of CASES) {
    it(`${testCase.name} answers ${testCase.allowed.join(', ')}`, async () => {
      for (const who of testCase.allowed) {
        const { method, url, body } = testCase.request();
        const response = await call(ctx.app, method, url, { token: tokenOf(who), body });
        // The second allowed caller of a one-step change meets the order already moved: a 409, not a 403.
        expect([200, 409]).toContain(response.status);
        if (!testCase.writes) expect(response.status).toBe(200);
      }
    });
  }

  it('answers a seller who they run and a staff member their role', async () => {
    const seller = await call<{ data: { role: string; seller: { id: number } | null } }>(
      ctx.app,
      'GET',
      '/backoffice/me',
      {
        token: team.sellerA.token,
      },
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
