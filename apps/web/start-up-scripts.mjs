// The storefront's page start-up order: the page first, then its JavaScript (docs/decisions/0024).
//
// Next.js names the page's scripts in <head> as `<script async>` (and the bootstrap script at the end of the
// server-rendered shell), so a phone downloads 160 kB of React and Next alongside the hero image and runs
// them before it paints. This rewrites each HTML answer as it streams: those script tags leave the document
// and one small inline script (with the page's CSP nonce) at the end of the shell adds them back once the
// page has painted, and, when the page has a high-priority picture (the hero slide, the first gallery photo,
// the first product card), once that picture is decoded. The server-rendered page is complete without
// scripts, so a shopper sees it as before; it becomes interactive a moment later. A first touch, key or
// focus starts the scripts at once, and they never wait more than START_AT_LATEST_MS.
import { StringDecoder } from 'node:string_decoder';

/** Whatever happens, the scripts start this long after the shell was parsed (a slow hero image). */
export const START_AT_LATEST_MS = 3000;

// React writes these attributes in a fixed form: src first (async and nonce in either order), or a preload.
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)"(?=[^>]*\basync="")[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
const NONCE = /\bnonce="([^"]+)"/;
/** The head comes in the first writes; past this much without `</head>` the answer is passed on untouched. */
const MAX_HEAD_BYTES = 256 * 1024;

/** The inline script that starts the page's scripts after the first paint and the LCP picture. */
export function startUpScript(sources, nonce) {
  const body = `(()=>{const s=${JSON.stringify(sources).replaceAll('<', '\\u003c')};let d=0;const go=()=>{if(d)return;d=1;for(const u of s){const e=document.createElement('script');e.src=u;e.setAttribute('async','');document.head.appendChild(e)}};const paint=()=>requestAnimationFrame(()=>setTimeout(go,0));const i=document.querySelector('img[fetchpriority="high"]');if(i&&!i.complete)i.decode().then(paint,paint);else paint();setTimeout(go,${START_AT_LATEST_MS});for(const t of['pointerdown','keydown','focusin'])addEventListener(t,go,{once:true,capture:true,passive:true})})()`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${body}</script>`;
}

/**
 * Rewrites one HTML document given in pieces: `push(text)` returns what may be sent now, `finish()` the rest.
 * Kept apart from the HTTP plumbing so the tests can feed it a document cut anywhere.
 */
export function createStartUpRewriter() {
  let state = 'head'; // head → body (looking for the bootstrap script) → done (pass through)
  let pending = '';
  let nonce = null;
  const sources = [];
  const take = (tag, src) => {
    sources.push(src);
    nonce ??= NONCE.exec(tag)?.[1] ?? null;
    return '';
  };

  function headDone(text) {
    const end = text.indexOf('</head>');
    const head = text.slice(0, end).replace(SCRIPT_TAG, take).replace(SCRIPT_PRELOAD, '');
    state = sources.length > 0 ? 'body' : 'done';
    return { out: head, rest: text.slice(end) };
  }

  function bodyStep(text, final) {
    SCRIPT_TAG.lastIndex = 0;
    const match = SCRIPT_TAG.exec(text);
    if (match) {
      take(match[0], match[1]);
      state = 'done';
      return (
        text.slice(0, match.index) + startUpScript(sources, nonce) + text.slice(match.index + match[0].length)
      );
    }
    if (final) {
      state = 'done';
      return text + startUpScript(sources, nonce);
    }
    // Keep back what could be the start of the bootstrap tag, cut by the stream: an unclosed tag, or a
    // script tag whose end has not come yet.
    const open = text.lastIndexOf('<');
    let cut = open >= 0 && !text.includes('>', open) ? open : text.length;
    const script = text.lastIndexOf('<script src="');
    if (script >= 0 && !text.includes('</script>', script)) cut = Math.min(cut, script);
    pending = text.slice(cut);
    return text.slice(0, cut);
  }

  function step(text, final) {
    let out = '';
    let rest = pending + text;
    pending = '';
    if (state === 'head') {
      if (!rest.includes('</head>')) {
        if (!final && rest.length < MAX_HEAD_BYTES) {
          pending = rest;
          return '';
        }
        state = 'done';
        return rest;
      }
      ({ out, rest } = headDone(rest));
    }
    if (state === 'body') return out + bodyStep(rest, final);
    return out + rest;
  }

  return {
    push: (text) => step(text, false),
    finish: () => step('', true),
  };
}

const isHtml = (response) => String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Applies the rewrite to `response` if it turns out to be an HTML page. Call it before the app writes, on the
 * response the compression sits under (the rewrite reads text, compression then packs it).
 */
export function deferStartUpScripts(response) {
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const writeHead = response.writeHead;
  let rewriter; // undefined: not decided yet; null: not HTML
  let decoder;

  const decide = () => {
    if (rewriter !== undefined) return rewriter;
    rewriter = isHtml(response) ? createStartUpRewriter() : null;
    if (rewriter) decoder = new StringDecoder('utf8');
    return rewriter;
  };

  // The rewrite changes the length: an HTML answer goes out without Content-Length (chunked or compressed).
  response.writeHead = function (statusCode, ...rest) {
    const headers = typeof rest[0] === 'object' && rest[0] !== null ? rest[0] : rest[1];
    if (headers && !Array.isArray(headers)) {
      const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (type !== undefined && !response.hasHeader('content-type')) response.setHeader('content-type', type);
    }
    if (decide()) {
      response.removeHeader('content-length');
      if (headers && !Array.isArray(headers))
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'content-length') delete headers[name];
    }
    return writeHead.call(this, statusCode, ...rest);
  };

  const asText = (chunk) =>
    typeof chunk === 'string' ? chunk : decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));

  response.write = (chunk, encoding, callback) => {
    if (!decide() || chunk == null || chunk.length === 0) return write(chunk, encoding, callback);
    const out = rewriter.push(asText(chunk));
    if (typeof encoding === 'function') callback = encoding;
    if (out.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write(out, 'utf8', callback);
  };

  response.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return response.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return response.end(chunk, undefined, encoding);
    if (!decide()) return end(chunk, encoding, callback);
    const text = (chunk != null && chunk.length > 0 ? asText(chunk) : '') + decoder.end();
    return end(rewriter.push(text) + rewriter.finish(), 'utf8', callback);
  };
  return response;
}
