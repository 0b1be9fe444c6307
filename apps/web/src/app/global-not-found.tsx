import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundMessage } from './_shell/not-found-message';
import { SiteDocument } from './_shell/site-document';
import './globals.css';

// NOTE: URLs that match no route land here, fully server-rendered with status 404. A catch-all
// `[locale]/[...rest]` page calling notFound() would also answer 404, but Next.js then sends an empty
// HTML shell and draws the page in the browser only (https://github.com/vercel/next.js/issues/62228).
// The locale comes from the proxy, which has already read the cookie or Accept-Language.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale() });
  return { title: `${t('NotFound.title')} | ${t('Metadata.siteName')}` };
}

export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <SiteDocument locale={locale}>
      <NotFoundMessage locale={locale} />
    </SiteDocument>
  );
}
