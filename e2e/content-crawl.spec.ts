import type { Page, Request } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';

/** How deep the crawl follows links from the home page, and how much of the store it visits. */
const MAX_DEPTH = 2;
const MAX_PAGES = 45;
/** Pages of one kind (`/single-product/[id]`, `/products?…`) visited at most this often: each kind, not each product. */
const PER_KIND = 2;
/** The defect this guards: a request the page started that never ends. */
const QUIET_AFTER_MS = 10_000;

/** The kind of page a path is, so the crawl samples every kind instead of walking the whole catalog. */
const kindOf = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/[id]');

/** Requests the page started and that have neither finished nor failed. */
function trackOpenRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/** Same-site links of the page, absolute, without their fragment. */
async function linksOf(page: Page): Promise<URL[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(baseURL).origin && !url.pathname.startsWith('/media/'))
    .map((url) => {
      url.hash = '';
      return url;
    });
}

test.describe('crawl', () => {
  test.describe.configure({ timeout: 600_000 });

  test('every same-site link from home answers, no page errors, and no request stays open', async ({
    page,
  }) => {
    const open = trackOpenRequests(page);
    const seen = new Set<string>();
    const perKind = new Map<string, number>();
    const queue: { url: URL; depth: number; from: string }[] = [
      { url: new URL('/', baseURL), depth: 0, from: '' },
    ];
    const broken: string[] = [];
    const hanging: string[] = [];
    let visited = 0;

    while (queue.length > 0 && visited < MAX_PAGES) {
      const { url, depth, from } = queue.shift()!;
      const key = `${url.pathname}${url.search}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const kind = kindOf(url);
      if ((perKind.get(kind) ?? 0) >= PER_KIND) continue;
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      visited++;

      open.clear();
      const response = await page.goto(key, { waitUntil: 'load' });
      const loadedAt = Date.now();
      // Members-only pages send guests to the login page: a redirect that ends on a page is fine.
      if (!response || response.status() >= 400)
        broken.push(`${key} → ${response?.status()} (linked from ${from})`);

      // Prefetches start once the page has hydrated and is idle: wait until the network has been quiet for
      // 500 ms (what a request that never ends prevents), then everything it started must have ended within
      // 10 s of load.
      await page.waitForLoadState('networkidle', { timeout: QUIET_AFTER_MS }).catch(() => {});
      while (open.size > 0 && Date.now() - loadedAt < QUIET_AFTER_MS) await page.waitForTimeout(250);
      const stillOpen = [...open].map((request) => request.url());
      if (stillOpen.length > 0) hanging.push(`${key}: ${stillOpen.join(', ')}`);

      if (depth < MAX_DEPTH) {
        for (const link of await linksOf(page)) queue.push({ url: link, depth: depth + 1, from: key });
      }
    }

    expect(visited).toBeGreaterThan(20);
    expect(broken, `dead links:\n${broken.join('\n')}`).toEqual([]);
    expect(
      hanging,
      `requests still open ${QUIET_AFTER_MS / 1000} s after load:\n${hanging.join('\n')}`,
    ).toEqual([]);
  });

  test('a not-found answer ends, whether the router fetches it or a visitor opens it', async ({
    page,
    t,
  }) => {
    const open = trackOpenRequests(page);
    await page.goto('/');
    // What Next's router does with a prefetch that is not OK: look at the status, never read the body.
    const status = await page.evaluate(async () => {
      const answer = await fetch('/no-such-page/at-all?_rsc=1', {
        headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
      });
      return answer.status;
    });
    expect(status).toBe(404);
    await expect
      .poll(() => [...open].filter((request) => request.url().includes('no-such-page')).length, {
        timeout: QUIET_AFTER_MS,
      })
      .toBe(0);

    const visit = await page.goto('/no-such-page/at-all');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
  });
});
