import { env } from '@/lib/env';

// Same-origin media: product images live on the API (or a CDN, via MEDIA_BASE_URL there); the storefront
// streams them so next/image and the browser see one origin. A route handler rather than a rewrite, because
// rewrites freeze API_URL at build time and this must follow the environment the store runs in.
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  // A video is read in ranges (seeking, and Safari before it plays at all).
  'accept-ranges',
  'content-range',
];

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const upstream = await fetch(`${env.API_URL}/media/${path.map(encodeURIComponent).join('/')}`, {
    headers: {
      'if-none-match': request.headers.get('if-none-match') ?? '',
      ...(request.headers.has('range') ? { range: request.headers.get('range') ?? '' } : {}),
    },
    cache: 'no-store',
  }).catch(() => undefined);
  if (!upstream) return new Response(null, { status: 502 });
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
