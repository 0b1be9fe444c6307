import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';

type AppBadgeProps = {
  /** The small line above the name, as the stores' badges have it ("Add Bunn to your"). */
  line: string;
  /** "Home screen". */
  name: string;
};

/**
 * The "mobile app" link, drawn like an app store's badge: the store is the app, installed from the browser
 * (decision 0037), so it leads to the install page. The mark is the app's own icon, a static file.
 */
export function AppBadge({ line, name }: AppBadgeProps) {
  return (
    <Link href={sitePaths.installApp} className="store-badge">
      {/* biome-ignore lint/performance/noImgElement: a 4 kB icon shown at 28 px needs no optimizer */}
      <img
        src="/icons/icon-192.png"
        alt=""
        width={28}
        height={28}
        loading="lazy"
        decoding="async"
        className="size-7"
      />
      <span className="flex flex-col leading-tight">
        <span className="text-[0.65rem]">{line}</span>
        <span className="font-semibold text-base">{name}</span>
      </span>
    </Link>
  );
}
