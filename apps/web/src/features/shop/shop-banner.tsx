import { CoffeeBeanIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';

type ShopBannerProps = {
  title: string;
  subtitle?: string;
  /** The category's picture; without one, the brand's bean stands in. */
  image?: string;
};

/**
 * The page's header banner: its title (the page's h1) and a picture. Kept short so the first products show
 * on a phone's first screen; the title is text, so it paints before any image.
 */
export function ShopBanner({ title, subtitle, image }: ShopBannerProps) {
  return (
    <header className="relative isolate flex min-h-32 items-center gap-6 overflow-hidden rounded-card bg-espresso-900 px-5 py-6 text-cream-50 sm:min-h-40 sm:px-10">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(193_127_62/0.35),transparent_60%)] rtl:-scale-x-100"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-balance font-extrabold text-2xl sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 hidden text-pretty text-crema-200 sm:block">{subtitle}</p> : null}
      </div>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl bg-mocha-700 ring-1 ring-white/10 sm:size-28">
        {image ? (
          <Image
            src={image}
            alt=""
            fill
            sizes="(min-width: 640px) 112px, 80px"
            loading="eager"
            className="object-cover"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-caramel-300">
            <CoffeeBeanIcon className="size-10 sm:size-14" />
          </span>
        )}
      </div>
    </header>
  );
}
