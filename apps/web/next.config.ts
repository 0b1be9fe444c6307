import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseEnv } from './src/lib/parse-env';

// Parsed here so `next build`, `next dev` and `next start` all refuse to run with a broken environment.
const env = parseEnv(process.env);

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@coffee/contracts'],
  experimental: { extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  // NOTE: rewrites are written into the build output, so API_URL must be set when running `next build`
  // (the data layer reads API_URL again at run time; the /media rewrite does not).
  async rewrites() {
    return [{ source: '/media/:path*', destination: `${env.API_URL}/media/:path*` }];
  },
  images: {
    // Product and category images come from the API under /media, proxied same-origin by the rewrite above.
    localPatterns: [{ pathname: '/media/**', search: '' }],
  },
};

export default withNextIntl(nextConfig);
