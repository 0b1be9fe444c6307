// Where the home page's HTML bytes are, per section: its markup and React's flight data (the inline
// `self.__next_f.push` scripts), raw and gzip. Δgzip = what the whole document's gzip loses when the section's
// markup, its flight data, or both are taken out (gzip shares repeats, so sections do not add up exactly).
// usage: curl -s -H 'Cookie: i18n_redirected=ar' http://127.0.0.1:3000/ > home.html
//        node bench/web/html-breakdown.cjs home.html      (used for decision 0015's 2026-11-24 amendment)
const fs = require('node:fs'),
  zlib = require('node:zlib');
const gz = (s) => zlib.gzipSync(Buffer.from(s)).length;
const html = fs.readFileSync(process.argv[2], 'utf8');
// --- flight rows
let flight = '';
for (const m of html.matchAll(/<script[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
  const arr = JSON.parse(m[1]);
  if (arr[0] === 1) flight += arr[1];
}
const rows = []; // {id, text}
{
  let i = 0;
  while (i < flight.length) {
    const colon = flight.indexOf(':', i);
    const id = flight.slice(i, colon);
    if (flight[colon + 1] === 'T') {
      const comma = flight.indexOf(',', colon);
      const len = parseInt(flight.slice(colon + 2, comma), 16);
      const bytes = Buffer.from(flight.slice(comma + 1), 'utf8')
        .subarray(0, len)
        .toString('utf8');
      rows.push({ id, text: flight.slice(i, comma + 1 + bytes.length) });
      i = comma + 1 + bytes.length;
    } else {
      const nl = flight.indexOf('\n', colon);
      rows.push({ id, text: flight.slice(i, nl + 1) });
      i = nl + 1;
    }
  }
}
const byId = new Map(rows.map((r) => [r.id, r]));
for (const r of rows) {
  const body = r.text.slice(r.id.length + 1);
  r.json = /^[[{"]/.test(body) ? JSON.parse(body) : null;
}
const markup = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
const encodeFlight = (rs) =>
  rs.map((r) => `<script>self.__next_f.push(${JSON.stringify([1, r.text])})</script>`).join('');
const flightAll = encodeFlight(rows);
// --- markup ranges
function elementRange(src, startRe) {
  const m = startRe.exec(src);
  if (!m) return null;
  const tag = /^<([a-z0-9]+)/.exec(m[0])[1];
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = m.index + 1;
  let depth = 1,
    x;
  for (x = re.exec(src); x; x = re.exec(src)) {
    depth += x[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return [m.index, x.index + x[0].length];
  }
}
// --- flight subtrees: find element matching predicate, collect referenced rows
function refsOf(value, out) {
  if (typeof value === 'string') {
    const m = /^\$[LQ@]?([0-9a-f]+)$/.exec(value);
    if (m && byId.has(m[1])) out.add(m[1]);
  } else if (Array.isArray(value)) {
    for (const v of value) refsOf(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) refsOf(v, out);
  }
}
function closure(ids) {
  const seen = new Set(),
    stack = [...ids];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const r = byId.get(id);
    if (r.text.startsWith(`${id}:I`)) continue; // client module refs are shared
    const refs = new Set();
    refsOf(r.json, refs);
    refs.forEach((x) => {
      if (!byId.get(x).text.startsWith(`${x}:I`)) stack.push(x);
    });
  }
  return seen;
}
function findFlight(pred) {
  // returns {row, path} of the first element matching pred
  for (const r of rows) {
    if (!r.json) continue;
    const hit = walk(r.json, []);
    if (hit) return { row: r, path: hit };
  }
  function walk(v, path) {
    if (Array.isArray(v)) {
      if (v[0] === '$' && typeof v[1] === 'string' && v[3] && pred(v[1], v[3])) return path;
      for (let i = 0; i < v.length; i++) {
        const h = walk(v[i], [...path, i]);
        if (h) return h;
      }
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        const h = walk(v[k], [...path, k]);
        if (h) return h;
      }
    }
    return null;
  }
}
function getAt(v, path) {
  return path.reduce((a, k) => a[k], v);
}
function flightWithout(pred) {
  const hit = findFlight(pred);
  if (!hit) return null;
  const node = getAt(hit.row.json, hit.path);
  const refs = new Set();
  refsOf(node, refs);
  const drop = closure(refs);
  if (hit.path.length === 0) {
    drop.add(hit.row.id);
    return {
      rs: rows.filter((r) => !drop.has(r.id)),
      size: [...drop].reduce((a, id) => a + byId.get(id).text.length, 0),
    };
  }
  const clone = JSON.parse(JSON.stringify(hit.row.json));
  const parent = getAt(clone, hit.path.slice(0, -1));
  parent[hit.path.at(-1)] = null;
  const rs = rows
    .filter((r) => !drop.has(r.id))
    .map((r) => (r === hit.row ? { text: `${r.id}:${JSON.stringify(clone)}\n` } : r));
  return {
    rs,
    size: JSON.stringify(node).length + [...drop].reduce((a, id) => a + byId.get(id).text.length, 0),
  };
}
const sections = [
  ['head', /<head>/, (_t, _p) => false],
  [
    'announcement bar',
    /<section aria-label="(Announcement|إعلان)"/,
    (_t, p) => p['aria-label'] === 'Announcement' || p['aria-label'] === 'إعلان',
  ],
  ['header (all)', /<header[ >]/, (t, _p) => t === 'header'],
  [
    '  header: category nav',
    /<nav aria-label="(Product categories|[^"]*)" class="hidden border-crema-200/,
    (t, p) => t === 'nav' && /^hidden border-crema-200/.test(p.className || ''),
  ],
  [
    'hero',
    /<section aria-roledescription="[^"]*"[^>]*class="relative bg-espresso-900/,
    (t, p) => t === 'section' && p.className === 'relative bg-espresso-900',
  ],
  [
    'service highlights',
    /<ul class="(grid gap-px|highlights)/,
    (t, p) => t === 'ul' && /^(grid gap-px|highlights)/.test(p.className || ''),
  ],
  [
    'categories',
    /<section aria-labelledby="shop-by-category"/,
    (_t, p) => p['aria-labelledby'] === 'shop-by-category',
  ],
  [
    'carousel featured',
    null,
    (t, p) =>
      t === 'section' &&
      p['aria-roledescription'] &&
      /(^| )(mx-auto|site-wrap)/.test(p.className ?? '') &&
      !used.has(p['aria-label']),
  ],
  ['carousel top rated', null, null],
  ['carousel newest', null, null],
  ['sale cards', /<section aria-labelledby="sale-cards"/, (_t, p) => p['aria-labelledby'] === 'sale-cards'],
  [
    'shipping steps',
    /<section aria-labelledby="shipping-steps"/,
    (_t, p) => p['aria-labelledby'] === 'shipping-steps',
  ],
  ['brands', /<section aria-labelledby="brands"/, (_t, p) => p['aria-labelledby'] === 'brands'],
  [
    'app download',
    /<section aria-labelledby="app-download"/,
    (_t, p) => p['aria-labelledby'] === 'app-download',
  ],
  ['blog strip', /<section aria-labelledby="blog-strip"/, (_t, p) => p['aria-labelledby'] === 'blog-strip'],
  ['footer', /<footer[ >]/, (t, _p) => t === 'footer'],
];
const used = new Set();
const totalDoc = markup + flightAll;
const base = gz(totalDoc);
console.log(
  `document ${Buffer.byteLength(html)} B, gzip ${gz(html)} (reconstructed ${base}); markup ${Buffer.byteLength(markup)} B gzip ${gz(markup)}; flight ${Buffer.byteLength(flight)} B (as scripts gzip ${gz(flightAll)})`,
);
console.log('section'.padEnd(26), 'markup B', 'flight B', ' Δgzip markup', 'Δgzip flight', 'Δgzip both');
let carouselIndex = 0;
const carouselLabels = [];
for (const m of markup.matchAll(
  /<section aria-roledescription="[^"]*" aria-label="([^"]*)" class="(?:[^"]* )?(?:mx-auto|site-wrap)/g,
))
  carouselLabels.push(m[1]);
let sumBoth = 0;
for (const [name, re, pred0] of sections) {
  let mrange;
  let pred;
  if (name.startsWith('carousel')) {
    const label = carouselLabels[carouselIndex++];
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    mrange = elementRange(markup, new RegExp(`<section aria-roledescription="[^"]*" aria-label="${esc}"`));
    pred = (t, p) => t === 'section' && p['aria-label'] === label.replace(/&amp;/g, '&');
  } else {
    mrange =
      name === 'head'
        ? [markup.indexOf('<head>'), markup.indexOf('</head>') + 7]
        : elementRange(markup, new RegExp(re.source, 'g'));
    pred = pred0;
  }
  const mbytes = mrange ? Buffer.byteLength(markup.slice(...mrange)) : 0;
  const mk2 = mrange ? markup.slice(0, mrange[0]) + markup.slice(mrange[1]) : markup;
  const fw = flightWithout(pred);
  const fl2 = fw ? encodeFlight(fw.rs) : flightAll;
  const dm = base - gz(mk2 + flightAll),
    df = base - gz(markup + fl2),
    db = base - gz(mk2 + fl2);
  if (!name.startsWith('  ')) sumBoth += db;
  console.log(
    name.padEnd(26),
    String(mbytes).padStart(8),
    String(fw ? fw.size : 0).padStart(8),
    String(dm).padStart(13),
    String(df).padStart(12),
    String(db).padStart(11),
  );
}
console.log('sum of top-level Δgzip both', sumBoth, 'of', base);
