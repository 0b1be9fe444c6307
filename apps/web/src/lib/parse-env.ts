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
  /**
   * Where blog videos may play from besides the store itself: https origins, comma-separated, e.g.
   * `https://www.youtube-nocookie.com` (YouTube links are played through its privacy-enhanced embed). The
   * page's security policy allows these and no others.
   */
  VIDEO_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const hosts = parseVideoHosts(value);
      if (hosts === null) ctx.addIssue({ code: 'custom', message: 'https origins, comma-separated' });
      return hosts ?? [];
    }),
});

export type Env = z.infer<typeof Env>;

/** `VIDEO_HOSTS` as origins (`https://host[:port]`), or null when an entry is not one. */
export function parseVideoHosts(value: string | undefined): string[] | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hosts: string[] = [];
  for (const entry of entries) {
    if (!URL.canParse(entry)) return null;
    const url = new URL(entry);
    if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/+$/, '')) return null;
    hosts.push(url.origin);
  }
  return hosts;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for apps/web:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
