// The production pair on the bench's own ports: the API (embedded PGlite + the demo catalog in its own
// DATA_DIR) and the bench's build of the storefront, run by its server.mjs. Both are child processes of the bench.

import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answers, startServer } from './children.mjs';

async function portIsFree(port) {
  const server = createServer();
  server.listen(port);
  try {
    await once(server, 'listening');
  } catch {
    return false;
  }
  server.close();
  await once(server, 'close');
  return true;
}

export async function checkPorts(...ports) {
  for (const port of ports) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} is taken; choose others with --api-port / --web-port`);
    }
  }
}

/**
 * Starts the API. With the demo catalog (the default), demo images render in the background after the API
 * answers; `media` resolves once the API logs that they are all on disk, so no Lighthouse run competes
 * with the renderer for CPU or sees a placeholder instead of a photo.
 */
export async function startApi({ apiDir, apiPort, webPort, dataDir }) {
  let mediaDone;
  const media = new Promise((resolve) => {
    mediaDone = resolve;
  });
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const server = await startServer('api', process.execPath, [path.join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    readyUrl: `${baseUrl}/ready`,
    timeoutMs: 300_000,
    env: {
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      CORS_ORIGINS: `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
      SEED_DEMO: 'true', // the demo catalog and its images are what the pages show
      LOG_LEVEL: 'info', // "demo media" is an info line
    },
    onLine(line) {
      if (!line.includes('"demo media"')) return;
      try {
        const { rendered, present } = JSON.parse(line);
        mediaDone({ rendered, present });
      } catch {
        mediaDone({});
      }
    },
  });
  return { ...server, baseUrl, media };
}

export async function startWeb({ buildDir, webPort, apiUrl }) {
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // The production entry (server.mjs, as `npm start` and the Docker image run it): it compresses, and it
  // starts each page's scripts after the page has painted (start-up-scripts.mjs); `next start` does neither.
  const server = await startServer('web', process.execPath, ['server.mjs', '-p', String(webPort)], {
    cwd: buildDir,
    readyUrl: `${baseUrl}/`,
    headers: { Cookie: 'i18n_redirected=en' },
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(webPort),
      API_URL: apiUrl,
      SITE_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
  });
  return { ...server, baseUrl };
}

/** The product page to measure: the first product of the default listing (newest first), with its image. */
export async function pickProduct(apiUrl) {
  const response = await fetch(`${apiUrl}/products?per_page=1&lang=en-US`);
  if (!response.ok) throw new Error(`GET /products answered ${response.status}`);
  const body = await response.json();
  const product = body.data?.[0];
  if (!product) throw new Error('the catalog is empty: is SEED_DEMO off?');
  return { id: product.id, name: product.name, img: product.img, total: body.meta?.total };
}

/** Waits for the API's "demo media" line, then for the product image to come through the storefront. */
export async function waitForImages({ api, web, product, timeoutMs = 600_000 }) {
  const started = Date.now();
  const media = await Promise.race([api.media, sleep(timeoutMs, 'timeout', { ref: false })]);
  if (media === 'timeout') throw new Error(`the demo images were not rendered within ${timeoutMs / 1000} s`);
  const url = `${web.baseUrl}${product.img}`;
  while (!(await imageAnswers(url))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${url} never answered with an image`);
    await sleep(1000);
  }
  return { ...media, seconds: (Date.now() - started) / 1000, url };
}

async function imageAnswers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    return response.ok && type.startsWith('image/');
  } catch {
    return false;
  }
}

/**
 * Signs in through the storefront's BFF as the demo staff account (README), for the pages a guest is sent
 * away from (checkout); returns the session cookies as one `Cookie` header value.
 */
export async function signIn(webUrl) {
  const response = await fetch(`${webUrl}/bff/auth/login?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: webUrl },
    body: JSON.stringify({ email: 'staff@coffee.test', password: 'coffee-staff-2026' }),
  });
  if (!response.ok) throw new Error(`signing in as the demo staff answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The `Cookie` header a target's visit sends: its language, and its session if it has one. */
export const cookieHeader = (target) =>
  [target.session, `i18n_redirected=${target.locale}`].filter(Boolean).join('; ');

/** Every measured page must answer 200 in every measured language before anything is measured. */
export async function checkPages(targets) {
  for (const target of targets) {
    const ok = await answers(target.url, { Cookie: cookieHeader(target) });
    if (!ok) throw new Error(`${target.url} (${target.locale}) does not answer 200`);
  }
}
