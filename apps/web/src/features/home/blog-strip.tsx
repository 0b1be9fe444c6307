import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';

/**
 * The home page's blog section. No blog API exists yet, so it shows no posts (never made-up ones): only an
 * invitation to the blog and the recipes. When articles arrive, list the latest here.
 */
export async function BlogStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'BlogStrip' });

  return (
    <section aria-labelledby="blog-strip" className="mx-auto max-w-site px-4 sm:px-6 lg:px-10">
      <div className="flex flex-col gap-6 rounded-card border border-crema-200 bg-white p-6 sm:p-8 md:flex-row md:items-center md:justify-between lg:px-12">
        <div className="max-w-2xl">
          <h2 id="blog-strip" className="text-balance font-bold text-2xl text-espresso-900">
            {t('title')}
          </h2>
          <p className="mt-2 text-pretty text-mocha-600">{t('text')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link
            href={sitePaths.blog}
            className="inline-flex items-center gap-2 rounded-full bg-espresso-900 px-6 py-3 font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700"
          >
            {t('readBlog')}
            <ArrowForwardIcon className="size-4" />
          </Link>
          <Link
            href={sitePaths.recipes}
            className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-espresso-900 text-sm ring-1 ring-crema-300 transition-colors hover:bg-latte-100"
          >
            {t('recipes')}
          </Link>
        </div>
      </div>
    </section>
  );
}
