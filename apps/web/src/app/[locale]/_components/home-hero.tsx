import { useTranslations } from 'next-intl';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import { getProductsPath } from '@/lib/routes';

/** Decorative tiles beside the headline (wide screens only), taken from the catalog's own pictures. */
const MOSAIC_SIZE = 4;

/** The home page's static hero: the store's own headline, shown when the API has no sliders. */
export function HomeHero({ images }: { images: string[] }) {
  const t = useTranslations('Home');
  const tiles = images.slice(0, MOSAIC_SIZE);

  return (
    <section className="relative isolate overflow-hidden bg-espresso-900 text-cream-50">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(193_127_62/0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(111_78_55/0.55),transparent_60%)] rtl:-scale-x-100"
      />
      <div className="mx-auto grid max-w-site items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-10">
        <div className="max-w-2xl">
          <p className="font-semibold text-caramel-300 text-sm ltr:uppercase ltr:tracking-[0.2em]">
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-balance font-extrabold text-4xl leading-tight sm:text-5xl 2xl:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-6 text-pretty text-crema-200 text-lg sm:text-xl">{t('subtitle')}</p>
          <Link
            href={getProductsPath()}
            className="mt-10 inline-flex items-center gap-2 rounded-full bg-caramel-500 px-7 py-3.5 font-semibold text-espresso-950 shadow-card transition-colors hover:bg-caramel-300"
          >
            {t('cta')}
            <ArrowForwardIcon className="size-5" />
          </Link>
        </div>

        {tiles.length === MOSAIC_SIZE ? (
          <div aria-hidden className="hidden grid-cols-2 gap-4 lg:grid">
            {tiles.map((src, index) => (
              <div
                key={src}
                className={`relative size-44 overflow-hidden rounded-3xl ring-1 ring-white/10 xl:size-52 ${index % 2 === 1 ? 'translate-y-8' : ''}`}
              >
                {/* Lazy on purpose: hidden below lg, where a lazy image is never fetched. */}
                <Image src={src} alt="" fill sizes="208px" loading="lazy" className="object-cover" />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
