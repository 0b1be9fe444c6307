import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEVICE_SIZES, IMAGE_SIZES } from './src/lib/image-sizes';
import { parseEnv } from './src/lib/parse-env';
import { securityHeaders } from './src/lib/security-headers';

// Parsed here so `next build`, `next dev` and `next start` all refuse to run with a broken environment.
parseEnv(process.env);

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // serve.mjs compresses: it rewrites each page's start-up scripts first (start-up-scripts.mjs, decision 0024).
  compress: false,
  // Only for `npm run bench:web`'s attribution of each route's JavaScript to the framework, packages and our
  // own code (bench/web/lib/attribution.mjs); production builds ship no maps.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // `next dev` serves its scripts to other origins only when listed: the journeys open 127.0.0.1, not localhost.
  allowedDevOrigins: ['127.0.0.1'],
  transpilePackages: ['@coffee/contracts'],
  // The root layout sits under the dynamic [locale] segment, so unmatched URLs need app/global-not-found.tsx.
  // NOTE: no `inlineCss`: it puts the stylesheet in the HTML three times (a <style> and twice in React's
  // flight data), +43 kB gzip on the home page's HTML against −1 request; measured in decision 0015.
  experimental: { globalNotFound: true },
  images: {
    // Product and category images come from the API under /media, streamed same-origin by app/media.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    // Fewer widths than Next's defaults: see src/lib/image-sizes.ts.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
  },
  // Every answer, pages and /bff JSON alike; pages also get their CSP from the proxy (src/proxy.ts).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV) }];
  },
  async redirects() {
    return [
      // The spec's route is spelt /coffe-shops; the correct spelling still finds it (308, query kept).
      { source: '/coffee-shops', destination: '/coffe-shops', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
