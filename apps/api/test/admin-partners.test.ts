import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvitations,
  auditLog,
  cities,
  partnerApplications,
  sellerAccounts,
  sellers,
} from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError, logIn, outboxFor } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { applyAsPartner, approval, PDF, PNG } from './support/partners.js';
import { createShoppingApp } from './support/shopping.js';

const PASSWORD = 'roast-master-7';
const ARABIC = /[\u0600-\u06FF]/;

let ctx: AccountsContext;
let team: Team;
let cairoCity: number;
let gizaCity: number;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const db = ctx.database.db;
  cairoCity = (await db.select().from(cities).where(eq(cities.governorateId, 1)).orderBy(asc(cities.id)))[0]!
    .id;
  gizaCity = (await db.select().from(cities).where(eq(cities.governorateId, 2)).orderBy(asc(cities.id)))[0]!
    .id;
});
afterAll(() => ctx.close());

type Detail = {
  id: number;
  status: string;
  reviewed_by: string | null;
  reject_reason: string | null;
  seller: { id: number; slug: string; name: string } | null;
  invitation_pending: boolean;
  documents: { field: string; type: string }[];
};
const staff = () => team.staff.token;
const detail = (id: number, lang = 'en-US') =>
  call<{ data: Detail }>(ctx.app, 'GET', `/admin/partner-applications/${id}`, {
    token: staff(),
    query: { lang },
  });
const approve = (id: number, body: unknown = approval(cairoCity), lang = 'en-US') =>
  call<{ data: Detail }>(ctx.app, 'POST', `/admin/partner-applications/${id}/approve`, {
    token: staff(),
    body,
    query: { lang },
  });
const reject = (id: number, reason: string, lang = 'en-US') =>
  call<{ data: Detail }>(ctx.app, 'POST', `/admin/partner-applications/${id}/reject`, {
    token: staff(),
    body: { reason },
    query: { lang },
  });
const invitationToken = async (email: string) => {
  const mail = (await outboxFor(ctx.app, email)).find((item) => item.template === 'seller.invitation');
  const token = mail && /set-password\?token=([\w-]+)/.exec(mail.body)?.[1];
  if (!mail || !token) throw new Error(`no invitation for ${email}`);
  return { mail, token: decodeURIComponent(token) };
};
const accept = (token: string, lang = 'en-US', password = PASSWORD) =>
  call<{ data: { message: string } }>(ctx.app, 'POST', '/auth/invitation', {
    body: { token, password, password_confirmation: password },
    query: { lang },
  });

describe('partner applications in the back office', () => {
  it('lists applications newest first and filters them by status', async () => {
    const first = await applyAsPartner(ctx);
    const second = await applyAsPartner(ctx);
    const list = await call<{ data: { id: number; status: string }[]; meta: { total: number } }>(
      ctx.app,
      'GET',
      '/admin/partner-applications',
      { token: staff(), query: { status: 'submitted' } },
    );
    expect(list.status).toBe(200);
    const ids = list.body.data.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.body.data.every((row) => row.status === 'submitted')).toBe(true);
    await reject(first.id, 'We only list roasteries with a food-safety certificate.');
    const rejected = await call<{ data: { id: number }[] }>(ctx.app, 'GET', '/admin/partner-applications', {
      token: staff(),
      query: { status: 'rejected' },
    });
    expect(rejected.body.data.map((row) => row.id)).toContain(first.id);
    expect(rejected.body.data.map((row) => row.id)).not.toContain(second.id);
  });

  it('streams the two private documents to staff only, byte for byte, never cached', async () => {
    const application = await applyAsPartner(ctx);
    const { body } = await detail(application.id);
    expect(body.data.documents).toEqual([
      { field: 'contract', type: 'application/pdf' },
      { field: 'tax_card', type: 'image/png' },
    ]);
    const contract = await ctx.app.inject({
      method: 'GET',
      url: `/admin/partner-applications/${application.id}/files/contract`,
      headers: { authorization: `Bearer ${staff()}` },
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    expect(contract.headers['cache-control']).toBe('private, no-store');
    expect(contract.rawPayload.equals(PDF)).toBe(true);
    const taxCard = await ctx.app.inject({
      method: 'GET',
      url: `/admin/partner-applications/${application.id}/files/tax_card`,
      headers: { authorization: `Bearer ${team.admin.token}` },
    });
    expect(taxCard.headers['content-type']).toBe('image/png');
    expect(taxCard.rawPayload.equals(PNG)).toBe(true);
    for (const token of [undefined, team.customer.token, team.sellerA.token]) {
      const refused = await call(
        ctx.app,
        'GET',
        `/admin/partner-applications/${application.id}/files/contract`,
        {
          token,
        },
      );
      expect(refused.status).toBe(token ? 403 : 401);
    }
    // No public address serves them.
    const [row] = await ctx.database.db
      .select({ key: partnerApplications.contractFile })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    expect((await call(ctx.app, 'GET', `/media/${row!.key}`)).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/media/private/${row!.key}`)).status).toBe(404);
  });

  it('approves once: one seller, its owner invited to set a password, who then signs in as that seller', async () => {
    const application = await applyAsPartner(ctx);
    const [first, second] = await Promise.all([approve(application.id), approve(application.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await approve(application.id);
    expect(again.body.data).toMatchObject({ status: 'approved', reviewed_by: expect.any(String) });
    const seller = again.body.data.seller!;
    expect(seller.name).toBe(application.brand);
    const linked = await ctx.database.db
      .select()
      .from(sellerAccounts)
      .where(eq(sellerAccounts.sellerId, seller.id));
    expect(linked).toHaveLength(1);
    const made = await ctx.database.db.select().from(sellers).where(eq(sellers.nameEn, application.brand));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ nameAr: 'محمصة مصر الجديدة', governorateId: 1, cityId: cairoCity });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(application.id)));
    expect(audit.map((row) => row.action)).toEqual(['partner.approve']);
    expect(audit[0]!.before).toEqual({ status: 'submitted' });

    // No password works before the invitation is used.
    expect((await logIn(ctx.app, application.email, PASSWORD)).status).toBe(401);
    const { mail, token } = await invitationToken(application.email);
    expect(mail.subject).toContain(application.brand);
    expect(mail.body).toContain(`${ctx.config.siteUrl}/set-password?token=`);
    expect(
      (await outboxFor(ctx.app, application.email)).filter((m) => m.template === 'seller.invitation'),
    ).toHaveLength(1);
    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.message).toBe('Your password is set. You can now sign in.');
    const session = await logIn(ctx.app, application.email, PASSWORD);
    expect(session.status).toBe(200);
    const me = await call<{ data: { role: string; seller: { id: number } } }>(
      ctx.app,
      'GET',
      '/backoffice/me',
      {
        token: session.body.data.access_token,
      },
    );
    expect(me.body.data).toMatchObject({ role: 'seller', seller: { id: seller.id } });
    // The link works once.
    expectError(await accept(token, 'ar-SA', 'another-pass-9'), 422, 'INVITATION_INVALID', 'ar-SA');
    expect((await logIn(ctx.app, application.email, PASSWORD)).status).toBe(200);
  });

  it('makes an existing account the seller’s only when its owner, signed in, accepts', async () => {
    // Someone applies with a shopper's email: approval alone changes nothing for that account.
    const application = await applyAsPartner(ctx, 'ar-SA', { email: team.customer.email });
    expect((await approve(application.id)).status).toBe(200);
    const role = async (token: string) =>
      (await call<{ data: { role: string } }>(ctx.app, 'GET', '/backoffice/me', { token })).body.data?.role;
    expect(await role(team.customer.token)).not.toBe('seller');
    const mails = await outboxFor(ctx.app, team.customer.email);
    const mail = mails.find((m) => m.template === 'seller.accept');
    expect(mail?.subject).toMatch(ARABIC);
    expect(mail?.body).toContain(`/become-partner/accept?application=${application.id}`);
    expect(mails.map((m) => m.template)).not.toContain('seller.invitation');

    // Nobody else can accept it, signed in or not; its owner can, once, in their language.
    const acceptAs = (token: string | undefined, lang = 'en-US') =>
      call<{ data: { message: string } }>(ctx.app, 'POST', `/partner-applications/${application.id}/accept`, {
        ...(token && { token }),
        query: { lang },
      });
    expect((await acceptAs(undefined)).status).toBe(401);
    expectError(await acceptAs(team.staff.token), 404, 'NOT_FOUND');
    const accepted = await acceptAs(team.customer.token, 'ar-SA');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.message).toMatch(ARABIC);
    expect(await role(team.customer.token)).toBe('seller');
    expect((await acceptAs(team.customer.token)).status).toBe(200);
    await ctx.database.db.delete(sellerAccounts).where(eq(sellerAccounts.userId, team.customer.userId));
  });

  it('rejects with a reason mailed in the applicant’s language, once; a decided application cannot flip', async () => {
    const application = await applyAsPartner(ctx, 'ar-SA');
    const reason = 'نحتاج إلى شهادة سلامة الغذاء قبل قبول المحامص.';
    const rejected = await reject(application.id, reason);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: reason, seller: null });
    expect((await reject(application.id, reason)).status).toBe(200);
    const mails = (await outboxFor(ctx.app, application.email)).filter(
      (m) => m.template === 'partner-rejected',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(reason);
    expect(mails[0]!.subject).toMatch(ARABIC);
    expectError(
      await approve(application.id, approval(cairoCity), 'ar-SA'),
      409,
      'PARTNER_ALREADY_DECIDED',
      'ar-SA',
    );
    const approvedOne = await applyAsPartner(ctx);
    await approve(approvedOne.id);
    expectError(
      await reject(approvedOne.id, 'Changed our mind about this one.'),
      409,
      'PARTNER_ALREADY_DECIDED',
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(application.id)));
    expect(audit.map((row) => [row.action, row.note])).toEqual([['partner.reject', reason]]);
  });

  it('refuses a city outside the governorate, a bad body and an unknown application, in both languages', async () => {
    const application = await applyAsPartner(ctx);
    const wrong = { ...approval(cairoCity), city_id: gizaCity };
    const mismatch = expectError(await approve(application.id, wrong, 'ar-SA'), 422, 'INVALID_CITY', 'ar-SA');
    expect(mismatch.message).toBe('اختر مدينة تابعة للمحافظة المختارة.');
    expectError(
      await approve(application.id, { ...approval(cairoCity), latitude: 51.5 }),
      400,
      'VALIDATION_ERROR',
    );
    // A JSON id is a number: "1", true and [id] are not ids (issue 25).
    for (const ids of [{ governorate_id: '1' }, { governorate_id: true }, { city_id: [cairoCity] }]) {
      expectError(await approve(application.id, { ...approval(cairoCity), ...ids }), 400, 'VALIDATION_ERROR');
    }
    expectError(await reject(application.id, 'no', 'ar-SA'), 400, 'VALIDATION_ERROR', 'ar-SA');
    expectError(await approve(999_999), 404, 'NOT_FOUND');
    expect((await detail(application.id)).body.data.status).toBe('submitted');
    const sellersBefore = await ctx.database.db.select({ id: sellers.id }).from(sellers);
    expect(sellersBefore.length).toBeGreaterThan(0);
  });
  it('sends the invitation again until the password is set: the old link stops working; limited; audited', async () => {
    const application = await applyAsPartner(ctx, 'ar-SA');
    const approved = await approve(application.id);
    expect(approved.body.data.invitation_pending).toBe(true);
    const first = await invitationToken(application.email);
    const resend = (lang = 'en-US') =>
      call<{ data: Detail }>(ctx.app, 'POST', `/admin/partner-applications/${application.id}/invitation`, {
        token: staff(),
        query: { lang },
      });
    // Right after the approval's mail: too soon, said in the staff member's language.
    const early = expectError(await resend('ar-SA'), 429, 'RATE_LIMITED', 'ar-SA');
    expect(early.message).toMatch(ARABIC);
    ctx.clock.advance(61);
    const again = await resend();
    expect(again.status).toBe(200);
    expect(again.body.data.invitation_pending).toBe(true);
    const second = await invitationToken(application.email);
    expect(second.token).not.toBe(first.token);
    expect(second.mail.subject).toMatch(ARABIC);
    // The first link no longer works; the new one does, once.
    expectError(await accept(first.token), 422, 'INVITATION_INVALID');
    expect((await accept(second.token)).status).toBe(200);
    expect((await detail(application.id)).body.data.invitation_pending).toBe(false);
    ctx.clock.advance(61);
    const done = expectError(await resend(), 409, 'INVITATION_NOT_PENDING');
    expect(done.message).toBe(
      'This seller’s owner has already set a password, so there is no invitation to send.',
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(application.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual(['partner.approve', 'partner.invitation']);
    expect(audit[1]!.after).toMatchObject({ owner: application.email });
    // Never for an application that is not approved, nor for another role.
    const pending = await applyAsPartner(ctx);
    expectError(
      await call(ctx.app, 'POST', `/admin/partner-applications/${pending.id}/invitation`, { token: staff() }),
      409,
      'INVITATION_NOT_PENDING',
    );
    const seller = await call(ctx.app, 'POST', `/admin/partner-applications/${application.id}/invitation`, {
      token: team.sellerA.token,
    });
    expect(seller.status).toBe(403);
  });

  it('sends at most five invitations a day to one owner', async () => {
    const application = await applyAsPartner(ctx);
    await approve(application.id);
    const resend = () =>
      call(ctx.app, 'POST', `/admin/partner-applications/${application.id}/invitation`, { token: staff() });
    for (let n = 0; n < 4; n++) {
      ctx.clock.advance(61);
      expect((await resend()).status).toBe(200);
    }
    ctx.clock.advance(61);
    expectError(await resend(), 429, 'RATE_LIMITED');
  });

  // Last: it moves the clock past every session's life.
  it('writes the invitation in the applicant’s language, and an expired link no longer works', async () => {
    const application = await applyAsPartner(ctx, 'ar-SA');
    expect((await approve(application.id)).status).toBe(200);
    const { mail, token } = await invitationToken(application.email);
    expect(mail.subject).toMatch(ARABIC);
    expect(mail.subject).toContain('محمصة مصر الجديدة');
    expect(mail.body).toMatch(ARABIC);
    ctx.clock.advance(7 * 24 * 60 * 60 + 1);
    const refused = expectError(await accept(token, 'ar-SA'), 422, 'INVITATION_INVALID', 'ar-SA');
    expect(refused.message).toBe('هذا الرابط لم يعد صالحًا. اطلب من المتجر إرسال دعوة جديدة.');
    const [invitation] = await ctx.database.db.select().from(accountInvitations);
    // Only the token's hash is stored.
    expect(JSON.stringify(invitation)).not.toContain(token);
  });
});
