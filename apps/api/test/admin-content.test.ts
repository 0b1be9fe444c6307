import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminPage, AdminPost, AdminRecipe } from '@coffee/contracts/backoffice-content';
import type {
  BlogListResponse,
  BlogPost,
  Recipe,
  RecipeListResponse,
  StaticPage,
} from '@coffee/contracts/blog';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recipeCategories } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// The back office's content editing: posts, recipes and pages written in Markdown in both languages, shown
// to shoppers only once published, with the storefront's own renderer for the preview, and every change in
// the audit log.

let ctx: AccountsContext;
let team: Team;
let productId: number;
let categoryId: number;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  productId = (await addProduct(ctx.database.db, { stock: 5 })).id;
  categoryId = (await db().select({ id: recipeCategories.id }).from(recipeCategories))[0]!.id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let serial = 0;
const slug = (word: string) => `${word}-${Date.now() % 100_000}-${++serial}`;
const as = (token: string, lang = 'en-US') => ({ token, query: { lang } });
const postBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'article',
  slug: slug('v60-guide'),
  title_en: 'Brewing with a V60',
  title_ar: 'التحضير بأداة V60',
  excerpt_en: 'Slow and clean.',
  excerpt_ar: 'ببطء ونقاء.',
  body_en: '# Grind\n\nMedium-fine, **20 g** to 320 g of water.',
  body_ar: '# الطحن\n\nمتوسط إلى ناعم.',
  ...overrides,
});
const createPost = (body: unknown, token = team.staff.token, lang = 'en-US') =>
  call<{ data: AdminPost }>(ctx.app, 'POST', '/admin/blog', { ...as(token, lang), body });
const updatePost = (id: number, body: unknown, lang = 'en-US') =>
  call<{ data: AdminPost }>(ctx.app, 'PUT', `/admin/blog/${id}`, { ...as(team.staff.token, lang), body });
const shopperGet = <T>(url: string, query: Record<string, string> = {}) =>
  call<T>(ctx.app, 'GET', url, { query });
const auditOf = (entity: string, key: number | string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, String(key))))
    .orderBy(asc(auditLog.id));

describe('blog posts in the back office', () => {
  it('a draft is shown nowhere on the storefront; publishing shows it at once, unpublishing hides it', async () => {
    const created = await createPost(postBody());
    expect(created.status).toBe(201);
    const post = created.body.data;
    expect(post).toMatchObject({ published: false, published_at: null, kind: 'article' });
    expect(post.body_en).toBe(postBody().body_en);

    const listed = async () =>
      (await shopperGet<BlogListResponse>('/blog', { per_page: '48' })).body.data.map((item) => item.id);
    expect(await listed()).not.toContain(post.id);
    expectError(await shopperGet(`/blog/${post.id}`), 404, 'NOT_FOUND');
    expectError(await shopperGet(`/blog/${post.id}`, { format: 'markdown' }), 404, 'NOT_FOUND');

    const published = await updatePost(post.id, { ...postBody({ slug: post.slug }), published: true });
    expect(published.status).toBe(200);
    expect(published.body.data.published).toBe(true);
    expect(await listed()).toContain(post.id);
    const shown = await shopperGet<{ data: BlogPost }>(`/blog/${post.id}`, { lang: 'ar-SA' });
    expect(shown.body.data.title).toBe('التحضير بأداة V60');
    expect(shown.body.data.body).toContain('<h2>الطحن</h2>');

    // Saving again keeps the first publication date.
    const again = await updatePost(post.id, {
      ...postBody({ slug: post.slug, title_en: 'V60' }),
      published: true,
    });
    expect(again.body.data.published_at).toBe(published.body.data.published_at);

    await updatePost(post.id, { ...postBody({ slug: post.slug }), published: false });
    expect(await listed()).not.toContain(post.id);
    expectError(await shopperGet(`/blog/${post.id}`), 404, 'NOT_FOUND');

    const rows = await auditOf('blog_post', post.id);
    expect(rows.map((row) => row.action)).toEqual([
      'post.create',
      'post.update',
      'post.update',
      'post.update',
    ]);
    expect(rows[0]).toMatchObject({ actorRole: 'staff', before: null });
    expect(rows[1]!.before).toEqual({ published_at: null });
    expect(rows[2]!.before).toEqual({ title_en: 'Brewing with a V60' });
    expect(rows[2]!.after).toEqual({ title_en: 'V60' });
  });

  it('refuses a slug in use with a 409 in the caller’s language, and a malformed slug with a 400', async () => {
    const first = await createPost(postBody());
    const clash = await createPost(postBody({ slug: first.body.data.slug }), team.admin.token, 'ar-SA');
    expect(expectError(clash, 409, 'SLUG_TAKEN', 'ar-SA').message).toContain('slug');
    const other = await createPost(postBody());
    expectError(
      await updatePost(other.body.data.id, postBody({ slug: first.body.data.slug })),
      409,
      'SLUG_TAKEN',
    );
    for (const bad of ['V60-Guide', 'دليل', 'two  words', '-lead', 'a--b', 'trail-']) {
      expectError(await createPost(postBody({ slug: bad })), 400, 'VALIDATION_ERROR');
    }
  });

  it('a review names an existing product and its stars; a video its URL', async () => {
    expectError(
      await createPost(postBody({ kind: 'review' }), undefined, 'ar-SA'),
      422,
      'INVALID_CONTENT',
      'ar-SA',
    );
    expectError(
      await createPost(postBody({ kind: 'review', product_id: 999_999, rating: 4 })),
      422,
      'INVALID_CONTENT',
    );
    expectError(await createPost(postBody({ product_ids: [productId, 999_998] })), 422, 'INVALID_CONTENT');
    expectError(
      await createPost(postBody({ kind: 'review', product_id: productId, rating: 6 })),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await createPost(postBody({ kind: 'video' })), 422, 'INVALID_CONTENT');
    expectError(
      await createPost(postBody({ kind: 'video', video_url: 'javascript:alert(1)' })),
      400,
      'VALIDATION_ERROR',
    );

    const review = await createPost(
      postBody({
        kind: 'review',
        product_id: productId,
        rating: 4,
        video_url: 'https://x.test/v',
        published: true,
      }),
    );
    expect(review.status).toBe(201);
    expect(review.body.data).toMatchObject({ product_id: productId, rating: 4, video_url: null });
    const shown = await shopperGet<{ data: BlogPost }>(`/blog/${review.body.data.id}`);
    expect(shown.body.data).toMatchObject({ type: 'review', rating: 4, product: { id: productId } });

    const video = await createPost(
      postBody({ kind: 'video', video_url: 'https://videos.example/v60', published: true }),
    );
    expect(video.body.data).toMatchObject({
      kind: 'video',
      video_url: 'https://videos.example/v60',
      rating: null,
    });
  });

  it('lists drafts and published posts for staff, by search, kind and status; reads one as Markdown', async () => {
    const title = `Chemex ${slug('x')}`;
    const draft = (await createPost(postBody({ title_en: title }))).body.data;
    const list = (query: Record<string, string>) =>
      call<{ data: AdminPost[]; meta: { total: number } }>(ctx.app, 'GET', '/admin/blog', {
        token: team.staff.token,
        query,
      });
    const found = await list({ q: title.toLowerCase() });
    expect(found.body.data.map((item) => item.id)).toEqual([draft.id]);
    expect((await list({ q: title, status: 'published' })).body.data).toEqual([]);
    expect((await list({ q: title, kind: 'video' })).body.data).toEqual([]);
    const drafts = await list({ status: 'draft', per_page: '100' });
    expect(drafts.body.data.every((item) => !item.published)).toBe(true);
    const one = await call<{ data: AdminPost }>(
      ctx.app,
      'GET',
      `/admin/blog/${draft.id}`,
      as(team.staff.token),
    );
    expect(one.body.data.body_en).toBe(postBody().body_en);
    expectError(await call(ctx.app, 'GET', '/admin/blog/999999', as(team.staff.token)), 404, 'NOT_FOUND');
  });

  it('uploads a cover through the product image pipeline and deletes a post with its audit row', async () => {
    const post = (await createPost(postBody({ published: true }))).body.data;
    const form = new FormData();
    const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
    const uploaded = await call<{ data: AdminPost }>(ctx.app, 'POST', `/admin/blog/${post.id}/cover`, {
      token: team.staff.token,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const media = uploaded.body.data.cover_image.replace(/^https?:\/\/[^/]+/, '');
    expect(media).toMatch(/^\/media\/products\/uploads\/.+\.webp$/);
    const file = path.join(ctx.config.mediaDir, media.replace(/^\/media\//, ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    const text = new FormData();
    text.append('image', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    const refused = await call(ctx.app, 'POST', `/admin/blog/${post.id}/cover`, {
      token: team.staff.token,
      body: text,
    });
    expectError(refused, 422, 'UNSUPPORTED_FILE_TYPE');

    const deleted = await call(ctx.app, 'DELETE', `/admin/blog/${post.id}`, as(team.admin.token));
    expect(deleted.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expectError(await shopperGet(`/blog/${post.id}`), 404, 'NOT_FOUND');
    expectError(
      await call(ctx.app, 'DELETE', `/admin/blog/${post.id}`, as(team.admin.token)),
      404,
      'NOT_FOUND',
    );
    const actions = (await auditOf('blog_post', post.id)).map((row) => [row.action, row.actorRole]);
    expect(actions).toEqual([
      ['post.create', 'staff'],
      ['post.image', 'staff'],
      ['post.delete', 'admin'],
    ]);
  });
});

describe('recipes in the back office', () => {
  const recipeBody = (overrides: Record<string, unknown> = {}) => ({
    category_id: categoryId,
    slug: slug('iced-latte'),
    title_en: 'Iced latte',
    title_ar: 'لاتيه مثلج',
    ingredients: [
      { text_en: 'Espresso beans', text_ar: 'حبوب إسبريسو', product_id: productId },
      { text_en: 'Ice', text_ar: 'ثلج' },
    ],
    steps_en: ['Pull a shot.', 'Pour over ice.'],
    steps_ar: ['حضّر جرعة.', 'اسكبها على الثلج.'],
    difficulty: 'medium',
    prep_minutes: 7,
    servings: 2,
    ...overrides,
  });
  const save = (body: unknown, id?: number, lang = 'en-US') =>
    call<{ data: AdminRecipe }>(
      ctx.app,
      id ? 'PUT' : 'POST',
      id ? `/admin/recipes/${id}` : '/admin/recipes',
      {
        ...as(team.staff.token, lang),
        body,
      },
    );

  it('creates a draft, publishes it with its ingredients linked to products, and refuses bad references', async () => {
    const created = await save(recipeBody());
    expect(created.status).toBe(201);
    const recipe = created.body.data;
    expect(recipe.ingredients).toEqual([
      { text_en: 'Espresso beans', text_ar: 'حبوب إسبريسو', product_id: productId },
      { text_en: 'Ice', text_ar: 'ثلج', product_id: null },
    ]);
    expectError(await shopperGet(`/recipes/${recipe.id}`), 404, 'NOT_FOUND');
    const listed = async () =>
      (await shopperGet<RecipeListResponse>('/recipes', { per_page: '48' })).body.data.map((item) => item.id);
    expect(await listed()).not.toContain(recipe.id);

    await save(recipeBody({ slug: recipe.slug, published: true }), recipe.id);
    expect(await listed()).toContain(recipe.id);
    const shown = await shopperGet<{ data: Recipe }>(`/recipes/${recipe.id}`, { lang: 'ar-SA' });
    expect(shown.body.data.steps).toEqual(['حضّر جرعة.', 'اسكبها على الثلج.']);
    expect(shown.body.data.ingredients[0]!.product?.id).toBe(productId);

    expectError(
      await save(recipeBody({ slug: recipe.slug }), undefined, 'ar-SA'),
      409,
      'SLUG_TAKEN',
      'ar-SA',
    );
    expectError(await save(recipeBody({ category_id: 999_999 })), 422, 'INVALID_CONTENT');
    expectError(
      await save(recipeBody({ ingredients: [{ text_en: 'x', text_ar: 'س', product_id: 999_999 }] })),
      422,
      'INVALID_CONTENT',
    );
    const deleted = await call(ctx.app, 'DELETE', `/admin/recipes/${recipe.id}`, as(team.staff.token));
    expect(deleted.status).toBe(200);
    expect((await auditOf('recipe', recipe.id)).map((row) => row.action)).toEqual([
      'recipe.create',
      'recipe.update',
      'recipe.delete',
    ]);
  });
});

describe('static pages and the preview', () => {
  it('edits the about page in both languages; the storefront shows it on the next request; audited', async () => {
    const pages = await call<{ data: AdminPage[] }>(ctx.app, 'GET', '/admin/pages', as(team.staff.token));
    expect(pages.body.data.map((page) => page.slug).sort()).toEqual([
      'about-us',
      'privacy-policy',
      'terms-and-conditions',
    ]);
    const before = pages.body.data.find((page) => page.slug === 'about-us')!;
    const body = {
      title_en: 'About the Bunn roastery',
      title_ar: 'عن بُنّ',
      body_en: '## Our roastery\n\nSince 2019.',
      body_ar: '## محمصتنا\n\nمنذ 2019.',
    };
    const saved = await call<{ data: AdminPage }>(ctx.app, 'PUT', '/admin/pages/about-us', {
      ...as(team.staff.token),
      body,
    });
    expect(saved.status).toBe(200);
    const shown = await shopperGet<{ data: StaticPage }>('/pages/about-us', { lang: 'ar-SA' });
    expect(shown.body.data).toMatchObject({
      title: 'عن بُنّ',
      body: expect.stringContaining('<h2>محمصتنا</h2>'),
    });
    expectError(
      await call(ctx.app, 'PUT', '/admin/pages/contact', { ...as(team.staff.token), body }),
      400,
      'VALIDATION_ERROR',
    );
    const [row] = await auditOf('page', 'about-us');
    expect(row).toMatchObject({ action: 'page.update', actorRole: 'staff' });
    expect(row!.before).toMatchObject({ title_en: before.title_en });
    expect(row!.after).toMatchObject({ title_en: 'About the Bunn roastery' });
  });

  it('previews with the storefront’s renderer: scripts and javascript: links are gone', async () => {
    const markdown =
      '# Title\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n\n**bold**';
    const preview = await call<{ data: { html: string } }>(ctx.app, 'POST', '/admin/content/preview', {
      ...as(team.staff.token),
      body: { markdown },
    });
    expect(preview.status).toBe(200);
    const { html } = preview.body.data;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|javascript:|onerror/i);

    // The same Markdown published as a page body comes out identical on the storefront.
    await call(ctx.app, 'PUT', '/admin/pages/terms-and-conditions', {
      ...as(team.staff.token),
      body: { title_en: 'Terms', title_ar: 'الشروط', body_en: markdown, body_ar: markdown },
    });
    const shown = await shopperGet<{ data: StaticPage }>('/pages/terms-and-conditions');
    expect(shown.body.data.body).toBe(html);
  });
});
