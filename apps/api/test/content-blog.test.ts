import type {
  BlogListResponse,
  BlogPost,
  Recipe,
  RecipeListResponse,
  StaticPage,
} from '@coffee/contracts/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../src/db/schema/index.js';
import { call, expectError } from './support/accounts.js';
import { createTestApp, type TestContext } from './support/app.js';

const ARABIC = /[\u0600-\u06FF]/;

describe('blog, recipes and static pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = <T>(url: string, query: Record<string, string> = {}) => call<T>(ctx.app, 'GET', url, { query });

  it('lists published posts newest first, filtered by type, paginated', async () => {
    const all = await get<BlogListResponse>('/blog', { per_page: '48' });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(26);
    const dates = all.body.data.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const [type, atLeast] of [
      ['article', 12],
      ['review', 8],
      ['video', 6],
    ] as const) {
      const page = await get<BlogListResponse>('/blog', { type, per_page: '5' });
      expect(page.body.meta.total).toBeGreaterThanOrEqual(atLeast);
      expect(page.body.data).toHaveLength(5);
      expect(page.body.data.every((post) => post.type === type)).toBe(true);
      expect(page.body.meta.last_page).toBe(Math.ceil(page.body.meta.total / 5));
    }
    const second = await get<BlogListResponse>('/blog', { type: 'article', per_page: '5', page: '2' });
    const first = await get<BlogListResponse>('/blog', { type: 'article', per_page: '5' });
    expect(second.body.data.map((p) => p.id)).not.toContain(first.body.data[0]!.id);
  });

  it('speaks the request language: titles, authors and excerpts in Arabic', async () => {
    const ar = await get<BlogListResponse>('/blog', { lang: 'ar-SA', per_page: '3' });
    for (const post of ar.body.data) {
      expect(post.title).toMatch(ARABIC);
      expect(post.author).toMatch(ARABIC);
      expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('a review names its product and stars; its page lists that product first', async () => {
    const list = await get<BlogListResponse>('/blog', { type: 'review', per_page: '1' });
    const summary = list.body.data[0]!;
    expect(summary.rating).toBeGreaterThanOrEqual(1);
    expect(summary.product?.name).toBeTruthy();
    const post = await get<{ data: BlogPost }>(`/blog/${summary.id}`);
    expect(post.body.data.related_products[0]?.id).toBe(summary.product?.id);
    expect(post.body.data.format).toBe('html');
    expect(post.body.data.body).toMatch(/<p>|<strong>/);
  });

  it('serves the body rendered and sanitized, or as Markdown when asked', async () => {
    const [row] = await ctx.database.db
      .insert(blogPosts)
      .values({
        kind: 'article',
        slug: 'sanitizer-check',
        titleEn: 'Check',
        titleAr: 'فحص',
        bodyEn:
          '# Title\n\nHello <script>alert(1)</script> [x](javascript:alert(1)) <img src="https://evil.example/p.gif" onerror="x()">',
        bodyAr: 'مرحبًا',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: blogPosts.id });
    const html = await get<{ data: BlogPost }>(`/blog/${row!.id}`);
    expect(html.body.data.body).toContain('<h2>Title</h2>');
    expect(html.body.data.body).not.toMatch(/script|javascript:|onerror|evil\.example/);
    const markdown = await get<{ data: BlogPost }>(`/blog/${row!.id}`, { format: 'markdown' });
    expect(markdown.body.data.format).toBe('markdown');
    expect(markdown.body.data.body.startsWith('# Title')).toBe(true);
  });

  it('hides a post scheduled for later, and answers 404 in the request language', async () => {
    const [row] = await ctx.database.db
      .insert(blogPosts)
      .values({
        kind: 'article',
        slug: 'tomorrow',
        titleEn: 'Tomorrow',
        titleAr: 'غدًا',
        publishedAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: blogPosts.id });
    const list = await get<BlogListResponse>('/blog', { per_page: '48' });
    expect(list.body.data.map((post) => post.id)).not.toContain(row!.id);
    expectError(await get(`/blog/${row!.id}`, { lang: 'ar-SA' }), 404, 'NOT_FOUND', 'ar-SA');
    expectError(await get('/blog/99999'), 404, 'NOT_FOUND');
  });

  it('refuses a bad type, page or format with 400 in either language', async () => {
    const ar = expectError(
      await get('/blog', { type: 'podcast', lang: 'ar-SA' }),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
    expect(ar.messages?.[0]).toMatch(ARABIC);
    expectError(await get('/blog', { page: '0' }), 400, 'VALIDATION_ERROR');
    expectError(await get('/blog/1', { format: 'pdf' }), 400, 'VALIDATION_ERROR');
    expectError(await get('/blog/abc'), 400, 'VALIDATION_ERROR');
  });

  it('lists recipes by category; a recipe links its ingredients to products sold here', async () => {
    const categories = await get<{ data: { slug: string; name: string }[] }>('/recipe-categories', {
      lang: 'ar-SA',
    });
    expect(categories.body.data.map((c) => c.slug)).toEqual([
      'hot',
      'iced',
      'arabic-turkish',
      'desserts',
      'brewing',
    ]);
    expect(categories.body.data[0]!.name).toMatch(ARABIC);

    const all = await get<RecipeListResponse>('/recipes', { per_page: '48' });
    expect(all.body.meta.total).toBeGreaterThanOrEqual(16);
    const iced = await get<RecipeListResponse>('/recipes', { category: 'iced' });
    expect(iced.body.data.length).toBeGreaterThan(0);
    expect(iced.body.data.every((recipe) => recipe.category.slug === 'iced')).toBe(true);

    const turkish = all.body.data.find((recipe) => recipe.slug === 'turkish-coffee-mazboot')!;
    const recipe = await get<{ data: Recipe }>(`/recipes/${turkish.id}`, { lang: 'ar-SA' });
    expect(recipe.body.data.title).toBe('قهوة تركي مظبوط');
    expect(recipe.body.data.steps.length).toBeGreaterThanOrEqual(3);
    const linked = recipe.body.data.ingredients.filter((item) => item.product);
    expect(linked.length).toBeGreaterThanOrEqual(1);
    expect(linked[0]!.product!.name).toMatch(ARABIC);
    expect(recipe.body.data.ingredients.some((item) => item.product === null)).toBe(true);
  });

  it('refuses an unknown recipe category and answers 404 for an unknown recipe', async () => {
    const bad = expectError(
      await get('/recipes', { category: 'soup', lang: 'ar-SA' }),
      400,
      'INVALID_REQUEST',
      'ar-SA',
    );
    expect(bad.messages?.[0]).toMatch(ARABIC);
    expectError(await get('/recipes/424242'), 404, 'NOT_FOUND');
  });

  it('serves about, privacy and terms in both languages', async () => {
    for (const slug of ['about-us', 'privacy-policy', 'terms-and-conditions']) {
      const en = await get<{ data: StaticPage }>(`/pages/${slug}`);
      const ar = await get<{ data: StaticPage }>(`/pages/${slug}`, { lang: 'ar-SA' });
      expect(en.status).toBe(200);
      expect(en.body.data.body).toContain('<h2>');
      expect(ar.body.data.title).toMatch(ARABIC);
    }
    // The privacy policy speaks to shoppers: no algorithm, cookie or token names.
    for (const lang of ['en-US', 'ar-SA']) {
      const privacy = await get<{ data: StaticPage }>('/pages/privacy-policy', { lang });
      expect(privacy.body.data.body).not.toMatch(
        /argon|i18n_redirected|\bhash|refresh token|\bIP\b|outbox|بصمة/,
      );
    }
    const terms = await get<{ data: StaticPage }>('/pages/terms-and-conditions');
    expect(terms.body.data.body).toContain('1 to 3 days');
    expectError(await get('/pages/secrets', { lang: 'ar-SA' }), 400, 'VALIDATION_ERROR', 'ar-SA');
  });
});
