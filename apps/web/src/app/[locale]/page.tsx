import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopByCategory } from '@/features/catalog/shop-by-category';
import { AppDownload } from '@/features/home/app-download';
import { BlogStrip } from '@/features/home/blog-strip';
import { BrandList } from '@/features/home/brand-list';
import { HeroSlider } from '@/features/home/hero-slider';
import { SaleCards } from '@/features/home/sale-cards';
import { ShippingSteps } from '@/features/home/shipping-steps';
import { getSortedShopPath } from '@/features/home/shop-links';
import { SeasonalHeader } from '@/features/season/seasonal-header';
import { routing } from '@/i18n/routing';
import { getCategories } from '@/lib/api/catalog';
import { getAdvertisements, getBrands, getShippingSteps, getSliders } from '@/lib/api/content';
import { getProductsPath } from '@/lib/routes';
import { AppBadge } from '../_shell/footer/app-badges';
import { getHomeCollections, orEmpty } from './_components/home-collections';
import { HomeHero } from './_components/home-hero';
import { getProductCardSlots } from './_components/product-card-slots';
import { ProductCollection } from './_components/product-collection';
import { ServiceHighlights } from './_components/service-highlights';

type HomePageProps = { params: Promise<{ locale: string }> };

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // NOTE: render per request, never at build time: `next build` must pass with the API down. The API's
  // answers are still shared between requests through the data cache (see src/lib/api/client.ts).
  await connection();
  // A section whose data fails to load is left out (and logged) rather than failing the whole page; the
  // categories stay required, so an API that is down still shows the error page.
  const [t, tPwa, slotsFor, categories, slides, collections, saleCards, brands, steps] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Pwa' }),
    getProductCardSlots(locale),
    getCategories(locale),
    orEmpty('sliders', getSliders(locale)),
    getHomeCollections(locale),
    orEmpty('sale cards', getAdvertisements(locale)),
    orEmpty('brands', getBrands(locale)),
    orEmpty('shipping steps', getShippingSteps(locale)),
  ]);
  return (
    <>
      <SeasonalHeader locale={locale} />
      {slides.length > 0 ? (
        <>
          <h1 className="sr-only">{t('title')}</h1>
          <HeroSlider locale={locale} slides={slides} />
        </>
      ) : (
        <HomeHero images={categories.map((category) => category.image).filter(Boolean)} />
      )}
      <div className="highlights-row">
        <ServiceHighlights />
      </div>

      <div className="mt-16 space-y-16 sm:mt-20 sm:space-y-24">
        <ShopByCategory locale={locale} categories={categories} />
        <ProductCollection
          id="featured-products"
          collection="featured"
          title={t('featuredTitle')}
          intro={t('featuredIntro')}
          action={{ href: getProductsPath(), label: t('viewAll') }}
          products={collections.featured}
          locale={locale}
          slotsFor={slotsFor}
        />
        <ProductCollection
          id="top-rated-products"
          collection="top-rated"
          title={t('topRatedTitle')}
          intro={t('topRatedIntro')}
          action={{ href: getSortedShopPath('top_rated'), label: t('viewAll') }}
          products={collections['top-rated']}
          locale={locale}
          slotsFor={slotsFor}
        />
        <ProductCollection
          id="most-recent-products"
          collection="most-recent"
          title={t('mostRecentTitle')}
          intro={t('mostRecentIntro')}
          action={{ href: getSortedShopPath('newest'), label: t('viewAll') }}
          products={collections['most-recent']}
          locale={locale}
          slotsFor={slotsFor}
        />
        <SaleCards locale={locale} cards={saleCards} />
        <ShippingSteps locale={locale} steps={steps} />
        <BrandList locale={locale} brands={brands} />
        <AppDownload
          locale={locale}
          badges={<AppBadge line={tPwa('installLinkLine')} name={tPwa('installLinkStore')} />}
        />
        <BlogStrip locale={locale} />
      </div>
    </>
  );
}
