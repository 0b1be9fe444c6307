// The store's service worker (decision 0037), loaded by /sw.js (app/sw.js/route.ts), which sets self.BUILD.
// - Catalog pages (home, shop, product, blog, recipes…): network first; a copy kept per language; offline,
//   the copy, or the offline page in the shopper's language when the page was never opened.
// - Every other page (cart, checkout, account, sign-in, back office, seller portal): network only; offline,
//   the offline page. Never a copy: a price, a stock or an account page is never answered from here.
// - /bff, /api, the router's own fetches and every other request: not touched (the network, as without us).
// - /_next/static (content-hashed scripts, styles, fonts): cache first. Images: cache first, at most
//   MAX_IMAGES kept. The offline pages and what they load are cached at install.
// Every cache carries the build's name; a new build's worker deletes the others when it takes over.

const BUILD = self.BUILD ?? 'dev';
const PREFIX = 'bunn-';
const SHELL = `${PREFIX}shell-${BUILD}`;
const STATIC = `${PREFIX}static-${BUILD}`;
const IMAGES = `${PREFIX}images-${BUILD}`;
const pagesCache = (locale) => `${PREFIX}pages-${locale}-${BUILD}`;

const LOCALES = ['en', 'ar'];
const LOCALE_COOKIE = 'i18n_redirected';
const MAX_IMAGES = 150;
const OFFLINE_PATH = '/offline';
const ICONS = [
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
];

/** The pages a shopper browses, kept for offline reading. Nothing with a cart, an order or an account. */
const CATALOG = [
  /^\/$/,
  /^\/products\/?$/,
  /^\/offers\/?$/,
  /^\/single-product\/[^/]+\/?$/,
  /^\/seller-profile(\/[^/]+)?\/?$/,
  /^\/coffe-shops\/?$/,
  /^\/recipes\/?$/,
  /^\/single-recipe\/[^/]+\/?$/,
  /^\/blog(\/(articles|videos|reviews)(\/[^/]+)?)?\/?$/,
  /^\/(articles|videos|reviews)\/[^/]+\/?$/,
  /^\/(about-us|privacy-policy|terms-and-conditions|install-app)\/?$/,
];

const offlineKey = (locale) => `${OFFLINE_PATH}?sw-locale=${locale}`;

/** The last language a page of ours told us it showed, for browsers without the Cookie Store API. */
let lastLocale;

/** The shopper's language now: the locale cookie the proxy reads, else the last page's, else the browser's. */
async function currentLocale() {
  try {
    const cookie = await self.cookieStore?.get(LOCALE_COOKIE);
    if (cookie && LOCALES.includes(cookie.value)) return cookie.value;
  } catch {
    // No Cookie Store API here: fall through.
  }
  if (lastLocale) return lastLocale;
  return (self.navigator.language ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Same-origin files a page names: its scripts, styles and preloaded fonts (also inside React's flight data). */
const staticFilesIn = (html) => new Set(html.match(/\/_next\/static\/[^"'\s\\)]+/g) ?? []);

async function cacheStatic(urls) {
  const cache = await caches.open(STATIC);
  await Promise.all(
    [...urls].map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/** The offline page in each language (asked for without cookies, so Accept-Language picks it), and its files. */
async function precache() {
  const shell = await caches.open(SHELL);
  const files = new Set();
  for (const locale of LOCALES) {
    const response = await fetch(OFFLINE_PATH, {
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'accept-language': locale },
    });
    if (!response.ok) throw new Error(`offline page (${locale}): ${response.status}`);
    for (const file of staticFilesIn(await response.clone().text())) files.add(file);
    await shell.put(offlineKey(locale), response);
  }
  await shell.addAll(ICONS);
  await cacheStatic(files);
}

self.addEventListener('install', (event) => {
  // A new build takes over at once: pages are network first, so no page of the old build is shown after.
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !name.endsWith(`-${BUILD}`)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  if (data.type === 'page' && LOCALES.includes(data.locale)) {
    lastLocale = data.locale;
    // The files the page loaded before this worker controlled it, so it also opens offline.
    const files = (Array.isArray(data.files) ? data.files : []).filter(
      (url) =>
        typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/_next/static/'),
    );
    event.waitUntil(cacheStatic(files));
  } else if (data.type === 'build') {
    event.source?.postMessage({ type: 'build', build: BUILD });
  }
});

async function offlinePage(locale) {
  const shell = await caches.open(SHELL);
  return (await shell.match(offlineKey(locale))) ?? Response.error();
}

async function navigate(request, url) {
  const locale = await currentLocale();
  const keep = CATALOG.some((pattern) => pattern.test(url.pathname));
  try {
    const response = await fetch(request);
    if (keep && response.status === 200 && response.type === 'basic') {
      const copy = response.clone();
      caches.open(pagesCache(locale)).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch {
    if (keep) {
      const cached = await caches.match(request, { cacheName: pagesCache(locale) });
      if (cached) return cached;
    }
    return offlinePage(locale);
  }
}

async function cacheFirst(cacheName, request, limit) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
    if (limit) {
      const keys = await cache.keys();
      // Oldest first: keys come back in the order they were put.
      await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
    }
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(STATIC, request));
  } else if (request.destination === 'image' && !url.pathname.startsWith('/bff/')) {
    event.respondWith(cacheFirst(IMAGES, request, MAX_IMAGES));
  }
});
