import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// Read per request so SITE_URL is the running store's, not the one `next build` happened to see.
export const dynamic = 'force-dynamic';

/** Crawl everything public; keep robots out of the browser forwarder and per-shopper pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/bff/', '/checkout/', '/profile/', '/api/'] },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
