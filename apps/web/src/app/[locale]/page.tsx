import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ShopByCategory } from '@/features/catalog/shop-by-category';
import { routing } from '@/i18n/routing';
import { getCategories } from '@/lib/api/catalog';
import { HomeHero } from './_components/home-hero';
import { ServiceHighlights } from './_components/service-highlights';

type HomePageProps = { params: Promise<{ locale: string }> };

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // NOTE: render per request, never at build time: `next build` must pass with the API down. The API's
  // answers are still shared between requests through the data cache (see src/lib/api/client.ts).
  await connection();
  const categories = await getCategories(locale);

  return (
    <>
      <HomeHero images={categories.map((category) => category.image).filter(Boolean)} />
      <div className="mx-auto max-w-site px-4 sm:px-6 lg:px-10">
        <ServiceHighlights />
      </div>
      <div className="mt-16 sm:mt-20">
        <ShopByCategory locale={locale} categories={categories} />
      </div>
    </>
  );
}
