import { z } from 'zod';

/**
 * Every setting the web reads, checked once so a typo fails loudly at start-up instead of on a request.
 * Kept free of `server-only` because next.config.ts (plain Node, no React condition) parses it too.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Base URL of the provider API, without a trailing slash. Server-side only: browsers never call it. */
  API_URL: z
    .url()
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The storefront's public origin, for absolute URLs: sitemap, robots.txt, canonical and Open Graph links. */
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The store's social profiles and app listings, linked from the footer and the home page. */
  FACEBOOK_URL: z.url().default('https://www.facebook.com/bunn.eg'),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/bunn.eg'),
  TIKTOK_URL: z.url().default('https://www.tiktok.com/@bunn.eg'),
  YOUTUBE_URL: z.url().default('https://www.youtube.com/@bunn.eg'),
  APP_STORE_URL: z.url().default('https://apps.apple.com/eg/app/bunn-coffee-marketplace/id6741234567'),
  GOOGLE_PLAY_URL: z.url().default('https://play.google.com/store/apps/details?id=eg.bunn.marketplace'),
});

export type Env = z.infer<typeof Env>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for apps/web:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
