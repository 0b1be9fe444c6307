import { notFound } from 'next/navigation';
import { appManifest } from '@/features/pwa/app-manifest';
import { LOCALES } from '@/i18n/locales';

// Built once per language at `next build`: `/manifests/en.webmanifest`, `/manifests/ar.webmanifest`. The
// extension keeps the proxy (src/proxy.ts) from rewriting them to a page.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (locale: string) => `${locale}.webmanifest`;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: fileOf(locale) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = LOCALES.find((candidate) => fileOf(candidate) === file);
  if (!locale) notFound();
  return new Response(JSON.stringify(await appManifest(locale)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
