import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { createShoppingApp } from './support/shopping.js';

// The home page's own content in the back office: sliders and advertisements (a picture through the product
// images' pipeline, cropped to the shape the home page draws; links on this store only; order; shown or
// hidden; removed) and shipping steps. What a shopper must notice: the home data shows a change at once.

type Banner = {
  id: number;
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  link: string;
  image: string;
  image_url: string;
  sort_order: number;
  is_active: boolean;
};
type Step = { id: number; title_en: string; title_ar: string; icon: string; sort_order: number };

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 111, g: 78, b: 55 } } })
    .png()
    .toBuffer();
function imageForm(bytes: Buffer, filename = 'banner.png', type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
const fileOf = (media: string) => path.join(ctx.config.mediaDir, media.replace(/^\/media\//, ''));
type Kind = 'sliders' | 'advertisements';
const upload = (kind: Kind, form: FormData, lang = 'en-US', token = team.staff.token) =>
  call<{ data: { image: string; image_url: string } }>(ctx.app, 'POST', `/admin/home/${kind}/images`, {
    token,
    body: form,
    query: { lang },
  });
const list = async (kind: Kind) =>
  (await call<{ data: Banner[] }>(ctx.app, 'GET', `/admin/home/${kind}`, { token: team.staff.token })).body
    .data;
const home = async (kind: Kind, lang = 'en-US') => {
  const answer = await call<{ data: { id: number; title: string; link: string }[] }>(
    ctx.app,
    'GET',
    `/${kind}`,
    {
      query: { lang },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const fields = (image: string, overrides: Record<string, unknown> = {}) => ({
  title_en: 'Fresh harvest',
  title_ar: 'حصاد جديد',
  subtitle_en: 'Ethiopian beans just in',
  subtitle_ar: 'وصلت حبوب إثيوبية',
  link: '/products?category=1',
  image,
  ...overrides,
});
const create = (kind: Kind, body: unknown, lang = 'en-US', token = team.staff.token) =>
  call<{ data: Banner }>(ctx.app, 'POST', `/admin/home/${kind}`, { token, body, query: { lang } });
const update = (kind: Kind, id: number, body: unknown, lang = 'en-US') =>
  call<{ data: Banner }>(ctx.app, 'PUT', `/admin/home/${kind}/${id}`, {
    token: team.staff.token,
    body,
    query: { lang },
  });
const reorder = (kind: Kind, ids: number[]) =>
  call<{ data: Banner[] }>(ctx.app, 'PUT', `/admin/home/${kind}/order`, {
    token: team.staff.token,
    body: { ids },
  });
const auditOf = (entity: string) =>
  db().select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(asc(auditLog.id));
const uploaded = async (kind: Kind, width = 2000, height = 1000) => {
  const answer = await upload(kind, imageForm(await png(width, height)));
  expect(answer.status).toBe(201);
  return answer.body.data.image;
};

describe('home sliders and advertisements in the back office', () => {
  it('crops an upload to the shape the home page draws each kind at, as WebP, never enlarged', async () => {
    const slide = await upload('sliders', imageForm(await png(3000, 2000)));
    expect(slide.status).toBe(201);
    expect(slide.body.data.image).toMatch(/^\/media\/sliders\/uploads\/[0-9a-f-]{36}\.webp$/);
    const slideMeta = await sharp(await readFile(fileOf(slide.body.data.image))).metadata();
    expect([slideMeta.format, slideMeta.width, slideMeta.height]).toEqual(['webp', 1600, 640]);
    const card = await upload('advertisements', imageForm(await png(1000, 1000), 'card.jpg', 'image/jpeg'));
    const cardMeta = await sharp(await readFile(fileOf(card.body.data.image))).metadata();
    // 5:3 like the home page's sale cards; a picture smaller than the frame is not blown up.
    expect([cardMeta.width, cardMeta.height]).toEqual([1000, 600]);
  });

  it('refuses a file that is not a JPEG or PNG by its bytes, in the staff member’s language', async () => {
    const fake = await upload('sliders', imageForm(Buffer.from('<svg onload=alert(1)>'), 'x.png'), 'ar-SA');
    expect(expectError(fake, 422, 'UNSUPPORTED_FILE_TYPE', 'ar-SA').message).toBe(
      'يجب أن تكون الصورة بصيغة JPEG أو PNG.',
    );
    const truncated = (await png(400, 200)).subarray(0, 60);
    expectError(await upload('advertisements', imageForm(truncated)), 422, 'UNSUPPORTED_FILE_TYPE');
    const notMultipart = await call(ctx.app, 'POST', '/admin/home/sliders/images', {
      token: team.staff.token,
      body: { image: 'x' },
    });
    expectError(notMultipart, 400, 'MALFORMED_MULTIPART');
  });

  it('refuses a link that is not a path on this store, and a picture that was not uploaded for the kind', async () => {
    const image = await uploaded('sliders');
    for (const link of [
      'https://evil.example/offer',
      '//evil.example/offer',
      '/\\evil.example',
      'javascript:alert(1)',
      'products',
      '/products with space',
    ]) {
      const refused = await create('sliders', fields(image, { link }), 'ar-SA');
      expect(expectError(refused, 422, 'INVALID_LINK', 'ar-SA').message, link).toContain('/');
    }
    const english = expectError(
      await create('sliders', fields(image, { link: 'http://x.test' })),
      422,
      'INVALID_LINK',
    );
    expect(english.message).toContain('path on this store');
    const ad = await uploaded('advertisements');
    expectError(await create('sliders', fields(ad)), 422, 'INVALID_IMAGE');
    expectError(await create('sliders', fields('/media/avatars/someone.webp')), 422, 'INVALID_IMAGE');
    expect((await list('sliders')).some((banner) => banner.title_en === 'Fresh harvest')).toBe(false);
  });

  it('adds a slider last; the next home read shows it in each language; audited', async () => {
    await home('sliders');
    await home('sliders', 'ar-SA'); // cached now
    const image = await uploaded('sliders');
    const created = await create('sliders', fields(image, { title_en: 'New roast', title_ar: 'تحميص جديد' }));
    expect(created.status).toBe(201);
    const all = await list('sliders');
    expect(all.at(-1)!.id).toBe(created.body.data.id);
    expect((await home('sliders')).at(-1)).toMatchObject({
      title: 'New roast',
      link: '/products?category=1',
    });
    expect((await home('sliders', 'ar-SA')).at(-1)!.title).toBe('تحميص جديد');
    const [audit] = (await auditOf('slider')).filter((row) => row.entityKey === String(created.body.data.id));
    expect(audit).toMatchObject({ action: 'slider.create', before: null });
    expect(audit!.after).toMatchObject({ title_en: 'New roast', image, is_active: true });
  });

  it('a changed title reaches the cached home data at once; a replaced picture’s file is deleted', async () => {
    const image = await uploaded('sliders');
    const { id } = (await create('sliders', fields(image))).body.data;
    expect((await home('sliders')).find((banner) => banner.id === id)!.title).toBe('Fresh harvest');
    const renamed = await update('sliders', id, fields(image, { title_en: 'Harvest, renamed' }));
    expect(renamed.status).toBe(200);
    expect((await home('sliders')).find((banner) => banner.id === id)!.title).toBe('Harvest, renamed');
    const next = await uploaded('sliders');
    expect((await update('sliders', id, fields(next, { title_en: 'Harvest, renamed' }))).status).toBe(200);
    expect(existsSync(fileOf(image))).toBe(false);
    expect(existsSync(fileOf(next))).toBe(true);
    const audits = (await auditOf('slider')).filter((row) => row.entityKey === String(id));
    expect(audits.map((row) => row.action)).toEqual(['slider.create', 'slider.update', 'slider.update']);
    // Only what changed, before and after.
    expect(audits[1]).toMatchObject({
      before: { title_en: 'Fresh harvest' },
      after: { title_en: 'Harvest, renamed' },
    });
    expect(audits[2]).toMatchObject({ before: { image }, after: { image: next } });
  });

  it('moves a slider first: the home page follows; an order that is not the whole list is refused', async () => {
    const image = await uploaded('sliders');
    const { id } = (await create('sliders', fields(image, { title_en: 'Move me' }))).body.data;
    const before = (await list('sliders')).map((banner) => banner.id);
    expect(before.at(-1)).toBe(id);
    const wanted = [id, ...before.filter((other) => other !== id)];
    const moved = await reorder('sliders', wanted);
    expect(moved.status).toBe(200);
    expect(moved.body.data.map((banner) => banner.id)).toEqual(wanted);
    expect((await home('sliders'))[0]).toMatchObject({ id, title: 'Move me' });
    expectError(await reorder('sliders', wanted.slice(1)), 409, 'LIST_CHANGED');
    expectError(await reorder('sliders', [...wanted, wanted[0]!]), 409, 'LIST_CHANGED');
    expectError(await reorder('sliders', [...wanted.slice(1), 999_999]), 409, 'LIST_CHANGED');
    expect((await list('sliders')).map((banner) => banner.id)).toEqual(wanted);
    const [audit] = (await auditOf('slider')).filter((row) => row.action === 'slider.order');
    expect(audit).toMatchObject({ before: { ids: before }, after: { ids: wanted } });
  });

  it('an advertisement switched off leaves the home page and comes back when switched on', async () => {
    const image = await uploaded('advertisements');
    const { data: ad } = (await create('advertisements', fields(image, { title_en: 'Ten percent off' })))
      .body;
    expect((await home('advertisements')).map((banner) => banner.id)).toContain(ad.id);
    const off = await update(
      'advertisements',
      ad.id,
      fields(image, { title_en: 'Ten percent off', is_active: false }),
    );
    expect(off.body.data.is_active).toBe(false);
    expect((await home('advertisements')).map((banner) => banner.id)).not.toContain(ad.id);
    expect((await home('advertisements', 'ar-SA')).map((banner) => banner.id)).not.toContain(ad.id);
    // Still in the back office's list.
    expect((await list('advertisements')).find((banner) => banner.id === ad.id)!.is_active).toBe(false);
    await update('advertisements', ad.id, fields(image, { title_en: 'Ten percent off' }));
    expect((await home('advertisements')).map((banner) => banner.id)).toContain(ad.id);
    const [audit] = (await auditOf('advertisement')).filter((row) => row.action === 'advertisement.update');
    expect(audit).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('deletes a banner: gone from the home page, its file removed, audited with what it was', async () => {
    const image = await uploaded('advertisements');
    const { data: ad } = (await create('advertisements', fields(image, { title_en: 'Short-lived' }))).body;
    expect((await home('advertisements')).map((banner) => banner.id)).toContain(ad.id);
    const removed = await call<{ data: Banner[] }>(ctx.app, 'DELETE', `/admin/home/advertisements/${ad.id}`, {
      token: team.staff.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((banner) => banner.id)).not.toContain(ad.id);
    expect((await home('advertisements')).map((banner) => banner.id)).not.toContain(ad.id);
    expect(existsSync(fileOf(image))).toBe(false);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advertisement.delete'), eq(auditLog.entityKey, String(ad.id))));
    expect(audit).toMatchObject({ before: { title_en: 'Short-lived' }, after: null });
    const again = await call(ctx.app, 'DELETE', `/admin/home/advertisements/${ad.id}`, {
      token: team.staff.token,
    });
    expectError(again, 404, 'NOT_FOUND');
  });

  it('keeps the demo’s own picture when only the words change', async () => {
    const [first] = await list('advertisements');
    if (!first) return;
    const kept = await update('advertisements', first.id, {
      title_en: first.title_en,
      title_ar: first.title_ar,
      link: first.link,
      image: first.image,
      is_active: first.is_active,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.image).toBe(first.image);
  });

  it('is for staff and admins only', async () => {
    const image = await uploaded('sliders');
    for (const token of [team.customer.token, team.sellerA.token]) {
      expect((await create('sliders', fields(image), 'en-US', token)).status).toBe(403);
      expect((await upload('sliders', imageForm(await png(20, 20)), 'en-US', token)).status).toBe(403);
    }
    expect((await create('sliders', fields(image), 'en-US', team.admin.token)).status).toBe(201);
    expect((await call(ctx.app, 'GET', '/admin/home/sliders')).status).toBe(401);
  });
});

describe('shipping steps in the back office', () => {
  const steps = async () =>
    (await call<{ data: Step[] }>(ctx.app, 'GET', '/admin/home/shipping-steps', { token: team.staff.token }))
      .body.data;
  const shown = async (lang: string) =>
    (
      await call<{ data: { id: number; title: string; icon: string }[] }>(ctx.app, 'GET', '/shipping-steps', {
        query: { lang },
      })
    ).body.data;

  it('changes a step’s words in both languages and its icon, and their order; the home page follows', async () => {
    const all = await steps();
    expect(all.length).toBeGreaterThan(1);
    const target = all[0]!;
    const changed = await call<{ data: Step }>(ctx.app, 'PUT', `/admin/home/shipping-steps/${target.id}`, {
      token: team.staff.token,
      body: {
        title_en: 'Pick your coffee',
        title_ar: 'اختر قهوتك',
        description_en: 'Beans, ground or capsules.',
        description_ar: 'حبوب أو مطحونة أو كبسولات.',
        icon: 'home',
      },
    });
    expect(changed.status).toBe(200);
    expect((await shown('en-US'))[0]).toMatchObject({ title: 'Pick your coffee', icon: 'home' });
    expect((await shown('ar-SA'))[0]!.title).toBe('اختر قهوتك');
    const badIcon = await call(ctx.app, 'PUT', `/admin/home/shipping-steps/${target.id}`, {
      token: team.staff.token,
      body: { title_en: 'a', title_ar: 'b', description_en: 'c', description_ar: 'd', icon: 'rocket' },
    });
    expect(badIcon.status).toBe(400);
    const reversed = all.map((step) => step.id).reverse();
    const moved = await call<{ data: Step[] }>(ctx.app, 'PUT', '/admin/home/shipping-steps/order', {
      token: team.staff.token,
      body: { ids: reversed },
    });
    expect(moved.body.data.map((step) => step.id)).toEqual(reversed);
    expect((await shown('en-US')).map((step) => step.id)).toEqual(reversed);
    const audits = (await auditOf('shipping_step')).map((row) => row.action);
    expect(audits).toEqual(['shipping_step.update', 'shipping_step.order']);
    const [update] = await auditOf('shipping_step');
    expect(update!.before).toMatchObject({ icon: target.icon, title_en: target.title_en });
    expect(update!.after).toMatchObject({ icon: 'home', title_en: 'Pick your coffee' });
  });
});
