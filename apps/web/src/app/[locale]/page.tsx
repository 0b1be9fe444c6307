import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale, useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ArrowForwardIcon, TruckIcon } from '@/components/ui/icons';
import { ShopByCategory } from '@/features/catalog/shop-by-category';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getProductsPath } from '@/lib/routes';

type HomePageProps = { params: Promise<{ locale: string }> };

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // NOTE: render per request, never at build time: `next build` must pass with the API down. The API's
  // answers are still shared between requests through the data cache (see src/lib/api/client.ts).
  await connection();

  return (
    <>
      <Hero />
      <div className="mt-16 sm:mt-20">
        <ShopByCategory locale={locale} />
      </div>
    </>
  );
}

function Hero() {
  const t = useTranslations('Home');
  return (
    <section className="relative isolate overflow-hidden bg-espresso-900 text-cream-50">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(193_127_62/0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(111_78_55/0.55),transparent_60%)] rtl:-scale-x-100"
      />
      <div className="mx-auto max-w-site px-4 py-20 sm:px-6 sm:py-28 lg:px-10">
        <div className="max-w-3xl">
          <p className="font-semibold text-caramel-300 text-sm ltr:uppercase ltr:tracking-[0.2em]">
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-balance font-extrabold text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-crema-200 text-lg sm:text-xl">{t('subtitle')}</p>
          <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-4">
            <Link
              href={getProductsPath()}
              className="inline-flex items-center gap-2 rounded-full bg-caramel-500 px-7 py-3.5 font-semibold text-espresso-950 shadow-card transition-colors hover:bg-caramel-300"
            >
              {t('cta')}
              <ArrowForwardIcon className="size-5" />
            </Link>
            <p className="flex items-center gap-2 text-crema-200 text-sm">
              <TruckIcon className="size-5 text-caramel-300" />
              {t('delivery')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
