import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiURL } from './support/accounts';
import { DIRECTION, type Lang } from './support/texts';
import { CART_TEXTS } from './support/texts-cart';

// The installable store (decision 0037): its manifest and icons, its service worker offline and across a
// new build, in each language.

const PWA: Record<Lang, { shortName: string; offlineTitle: string }> = {
  en: { shortName: 'Bunn', offlineTitle: 'You are offline' },
  ar: { shortName: 'بُنّ', offlineTitle: 'أنت غير متصل بالإنترنت' },
};

/** A PNG's width and height, from its IHDR header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Opens the home page and waits until the service worker, registered once the page is idle, controls it. */
async function openControlled(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** A product of the demo catalog sold as is (no variants), in stock, as the API lists it in this language. */
async function plainProduct(lang: Lang): Promise<{ id: number; name: string }> {
  const response = await fetch(`${apiURL}/products?per_page=24&lang=${lang === 'ar' ? 'ar-SA' : 'en-US'}`);
  const { data } = (await response.json()) as {
    data: { id: number; name: string; stock: number; has_variants: boolean }[];
  };
  const product = data.find((item) => !item.has_variants && item.stock > 0);
  if (!product) throw new Error('the demo catalog has no plain product in stock');
  return product;
}

/**
 * The browser offline. Chromium's emulation does not always reach a service worker that started after it was
 * set (a new build's worker, or one woken from idle): its fetches then went to the server. Every request of the
 * context also fails as a lost connection does, the worker's included, so it falls back on what it kept.
 */
async function goOffline(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

test('the manifest names the store in the page’s language, right to left in Arabic, with its icons', async ({
  page,
  lang,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/manifests/${lang}.webmanifest`);
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    short_name: PWA[lang].shortName,
    lang,
    dir: DIRECTION[lang],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#fbf7f1',
    background_color: '#fbf7f1',
  });
  expect(manifest.name).toContain(PWA[lang].shortName);
  expect(manifest.description.length).toBeGreaterThan(20);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const [purpose, sizes] of [
    ['any', '192x192'],
    ['any', '512x512'],
    ['maskable', '192x192'],
    ['maskable', '512x512'],
  ]) {
    expect(icons.some((icon) => icon.purpose === purpose && icon.sizes === sizes)).toBe(true);
  }
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(apple ?? '')).body())).toBe('180x180');
});

test('a product page visited once opens offline, and the cart still takes it', async ({
  page,
  context,
  lang,
}) => {
  const product = await plainProduct(lang);
  await openControlled(page);
  await page.goto(`/single-product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await goOffline(context);
  const response = await page.goto(`/single-product/${product.id}`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);

  // The cart lives in the browser: adding works without a connection, and is still there on the next page.
  const add = page.getByRole('button', {
    name: CART_TEXTS[lang].addToCart(product.name),
  });
  await add.first().click();
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          Object.values(localStorage).some((value) => {
            try {
              const lines = JSON.parse(value);
              return Array.isArray(lines) && lines.some((line) => line?.product?.id === id);
            } catch {
              return false;
            }
          }),
        product.id,
      ),
    )
    .toBe(true);
});

test('offline, a page never opened, and the cart and checkout always, show the offline page in the shopper’s language', async ({
  page,
  context,
  lang,
}) => {
  await openControlled(page);
  // Opened online first: the cart is never kept, however often it is visited.
  await page.goto('/checkout/cart');
  await goOffline(context);
  for (const path of ['/about-us', '/checkout/cart', '/checkout/checkout-payment', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: PWA[lang].offlineTitle }), path).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[lang]);
  }
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.filter((path) => /^\/(checkout|profile|bff|api)\b/.test(path))).toEqual([]);
});

test('a new build’s service worker takes over at once, drops the old build’s caches and never shows an old page', async ({
  page,
  context,
  lang,
}) => {
  const product = await plainProduct(lang);
  await openControlled(page);
  await page.goto(`/single-product/${product.id}`);
  const [shell] = (await cacheNames(page)).filter((name) => name.startsWith('bunn-shell-'));
  expect(shell).toBeTruthy();

  // What an earlier build left behind: its kept pages.
  await page.evaluate(async () => {
    const old = await caches.open('bunn-pages-en-oldbuild');
    await old.put(
      '/single-product/0',
      new Response('<h1>old build</h1>', { headers: { 'content-type': 'text/html' } }),
    );
  });
  // A new worker (the browser fetches /sw.js at every navigation; a new build gives it new bytes; here its
  // address changes, which the browser also installs as an update): it must take over without a reload or
  // a closed tab, and delete every cache that is not its build's.
  // Its install fetches the offline pages in both languages: on a loaded machine that alone can take tens of
  // seconds. A worker whose install fails says so here rather than leaving the journey to time out.
  test.setTimeout(120_000);
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?deployment=next', { scope: '/' });
    await new Promise<void>((resolve, reject) => {
      if (navigator.serviceWorker.controller?.scriptURL.includes('deployment=next')) return resolve();
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      registration.installing?.addEventListener('statechange', (event) => {
        if ((event.target as ServiceWorker).state === 'redundant')
          reject(new Error('the new worker failed to install'));
      });
    });
    return registration.active?.scriptURL ?? '';
  });
  expect(scriptURL).toContain('deployment=next');
  await expect.poll(() => cacheNames(page)).not.toContain('bunn-pages-en-oldbuild');
  expect(await cacheNames(page)).toContain(shell);

  // The next deployment's product page differs from the copy kept: online, the shopper gets the new one
  // (pages are network first)...
  await context.route(`**/single-product/${product.id}`, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('</body>', '<p id="new-build">new build</p></body>');
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto(`/single-product/${product.id}`);
  await expect(page.locator('#new-build')).toBeAttached();
  // ...and kept: the worker stores its copy after answering, which a loaded machine may not have done yet
  // when the connection goes (then the copy kept before would be served). The page varies on headers this
  // look-up does not send (RSC and the like), which the worker's own look-up, with the real request, matches.
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            const kept = await (await caches.open(name)).match(path, { ignoreVary: true });
            if (kept && (await kept.text()).includes('id="new-build"')) return name;
          }
          return null;
        }, `/single-product/${product.id}`),
      { timeout: 30_000 },
    )
    .toContain(`-pages-${lang}-`);
  // ...and offline, the copy is that new page, not the one kept before.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await goOffline(context);
  const response = await page.goto(`/single-product/${product.id}`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#new-build')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

const BANNER: Record<Lang, { title: string; how: string; dismiss: string }> = {
  en: { title: 'Add Bunn to your home screen', how: 'How to install', dismiss: 'Not now' },
  ar: { title: 'أضف بُنّ إلى الشاشة الرئيسية', how: 'طريقة التثبيت', dismiss: 'ليس الآن' },
};

test('the install banner waits for the second visit, leads to the install page, and “Not now” is remembered', async ({
  page,
  lang,
}) => {
  const banner = page.getByRole('complementary', { name: BANNER[lang].title });
  await openControlled(page);
  await page.waitForFunction(() => localStorage.getItem('bunn-install') !== null);
  await expect(banner).toHaveCount(0);

  // A second visit: a new browser session on the same browser.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole('link', { name: BANNER[lang].how })).toHaveAttribute('href', '/install-app');
  await banner.getByRole('button', { name: BANNER[lang].dismiss }).click();
  await expect(banner).toHaveCount(0);

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('bunn-install') ?? '{}').visits >= 3);
  await expect(banner).toHaveCount(0);

  // The footer's app badge leads to the install page, in the page's language.
  await page.goto('/install-app');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'ar' ? 'ثبّت بُنّ على موبايلك' : 'Install Bunn on your phone',
  );
});
