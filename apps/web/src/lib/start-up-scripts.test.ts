import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createStartUpRewriter, START_AT_LATEST_MS, startUpScript } from '../../start-up-scripts.mjs';
import { spawnServe } from './serve-test-support';

const NONCE = 'n0nce+/==';
const HEAD_SCRIPTS = [
  '/_next/static/chunks/a1.js',
  '/_next/static/chunks/b2.js',
  '/_next/static/chunks/c3.js',
];
const BOOTSTRAP = '/_next/static/chunks/main9.js';
const LATE = '/_next/static/chunks/late7.js';

/** A page as Next.js and React write it: chunks in <head>, the bootstrap at the end of the shell, then streamed parts. */
const PAGE = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${BOOTSTRAP}"/>`,
  `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640 640w"/>`,
  ...HEAD_SCRIPTS.map((src) => `<script src="${src}" async="" nonce="${NONCE}"></script>`),
  '<title>قهوة</title>',
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script></head>`,
  '<body><main><h1>أهلاً</h1><img alt="" fetchpriority="high" src="/a.webp"/>',
  '<p>A &lt;script src="/_next/static/x.js" async=""&gt; written as text stays text.</p></main>',
  `<script src="${BOOTSTRAP}" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"flight"])</script>`,
  '<div hidden id="S:0"><p>streamed later</p></div>',
  `<script src="${LATE}" async="" nonce="${NONCE}"></script>`,
  '</body></html>',
].join('');

function rewrite(pieces: string[]) {
  const rewriter = createStartUpRewriter();
  return pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.finish();
}

const scriptTags = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);

describe('the start-up rewrite of a page (start-up-scripts.mjs)', () => {
  const whole = rewrite([PAGE]);

  it('takes the shell’s scripts and their preload out of the document, and starts them from one nonced script', () => {
    for (const src of [...HEAD_SCRIPTS, BOOTSTRAP]) expect(whole).not.toContain(`<script src="${src}"`);
    expect(whole).not.toContain('rel="preload" as="script"');
    expect(whole).toContain(startUpScript([...HEAD_SCRIPTS, BOOTSTRAP], NONCE));
    // Where the bootstrap script was: after the shell's markup, before the streamed parts.
    expect(whole.indexOf('<script nonce="n0nce+/==">(()=>')).toBeGreaterThan(
      whole.indexOf('written as text'),
    );
    expect(whole.indexOf('<script nonce="n0nce+/==">(()=>')).toBeLessThan(whole.indexOf('self.__next_f'));
  });

  it('leaves everything else as it was', () => {
    expect(whole).toContain('rel="preload" as="image" fetchPriority="high"');
    expect(whole).toContain('noModule=""');
    expect(whole).toContain('A &lt;script src="/_next/static/x.js" async=""&gt; written as text stays text.');
    // A script a streamed part names later is not the shell's: it loads as React wrote it.
    expect(whole).toContain(`<script src="${LATE}" async="" nonce="${NONCE}"></script>`);
    const removed = [...HEAD_SCRIPTS, BOOTSTRAP].map(
      (src) => new RegExp(`<script src="${src}"[^>]*></script>`),
    );
    let expected = PAGE.replace(/<link rel="preload" as="script"[^>]*\/>/, '');
    for (const pattern of removed) expected = expected.replace(pattern, '');
    expect(whole.replace(startUpScript([...HEAD_SCRIPTS, BOOTSTRAP], NONCE), '')).toBe(expected);
  });

  it('gives the same page however the stream cuts it', () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(rewrite([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
    const bytes = [...PAGE];
    expect(rewrite(bytes)).toBe(whole);
  });

  it('still starts the scripts when the document ends without a bootstrap script', () => {
    const page = PAGE.replace(`<script src="${BOOTSTRAP}" nonce="${NONCE}" async=""></script>`, '').replace(
      `<script src="${LATE}" async="" nonce="${NONCE}"></script>`,
      '',
    );
    const out = rewrite([page]);
    expect(out.endsWith(startUpScript(HEAD_SCRIPTS, NONCE))).toBe(true);
    expect(scriptTags(out).filter((tag) => tag.includes('/_next/static/chunks/a1.js'))).toEqual([]);
  });

  it('passes on untouched a document with no scripts to move, or with no end of head', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(rewrite([plain])).toBe(plain);
    const headless = `<html><head>${HEAD_SCRIPTS.map((src) => `<script src="${src}" async=""></script>`).join('')}`;
    expect(rewrite([headless])).toBe(headless);
  });

  it('starts on the first paint after the high-priority picture is decoded, at the latest after a bound', () => {
    const script = startUpScript(HEAD_SCRIPTS, NONCE);
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain('.decode()');
    expect(script).toContain('requestAnimationFrame');
    expect(script).toContain(`setTimeout(go,${START_AT_LATEST_MS})`);
    expect(startUpScript(HEAD_SCRIPTS, null)).toMatch(/^<script>/);
    // A source can never close the inline script early.
    const closing = startUpScript(['/_next/static/chunks/a</script><script>alert(1)//.js'], null);
    expect(closing.match(/<\/script>/g)).toHaveLength(1);
  });
});

const PORT = 4552;

/** serve.mjs in a child process with a handler that writes PAGE in three pieces, with a Content-Length. */
const spawnPageServer = () =>
  spawnServe({
    port: PORT,
    shutdownTimeoutMs: 2000,
    env: { LOG_LEVEL: 'warn' },
    prelude: `const page = ${JSON.stringify(PAGE)};`,
    handler: `(request, response) => {
      if (request.url === '/data') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ filler: 'x'.repeat(4000), src: '<script src="/_next/static/a.js" async=""></script>' }));
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(page));
      const cut = [0, 500, 1100, page.length];
      for (let i = 0; i < 2; i += 1) response.write(Buffer.from(page.slice(cut[i], cut[i + 1])));
      response.end(page.slice(cut[2]));
    }`,
  });

const get = (pathname: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('the storefront server rewrites pages before it compresses them', { timeout: 20_000 }, () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('sends the rewritten page compressed as the browser accepts it, and plain to one that accepts nothing', async () => {
    const server = spawnPageServer();
    child = server.child;
    await server.listening;
    const expected = rewrite([PAGE]);

    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(expected);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(expected);

    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(expected);
  });

  it('leaves answers that are not pages as the app wrote them (compressed, never rewritten)', async () => {
    const server = spawnPageServer();
    child = server.child;
    await server.listening;
    const answer = await get('/data', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(answer.body).toString('utf8'));
    expect(body.src).toBe('<script src="/_next/static/a.js" async=""></script>');
  });
});
