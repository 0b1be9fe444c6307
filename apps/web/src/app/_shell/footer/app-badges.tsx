import { APP_STORE_URL, GOOGLE_PLAY_URL } from './external-links';

type StoreBadgeProps = {
  href: string;
  line: string;
  store: string;
  newTab?: string;
  label?: string;
  /** The store's mark, a static file in public/store-marks/ (decorative: the words name the store). */
  mark: string;
};

function StoreBadge({ href, line, store, newTab, label, mark }: StoreBadgeProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex h-12 items-center gap-2.5 rounded-xl bg-black px-3.5 text-white ring-1 ring-mocha-600 transition-colors hover:ring-caramel-300"
    >
      {/* biome-ignore lint/performance/noImgElement: a 400-byte SVG mark needs no optimizer */}
      <img
        src={`/store-marks/${mark}.svg`}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        className="size-6"
      />
      <span className="flex flex-col leading-tight">
        <span className="text-[0.65rem]">{line}</span>
        <span lang="en" className="font-semibold text-base">
          {store}
        </span>
        {newTab ? <span className="sr-only"> {newTab}</span> : null}
      </span>
    </a>
  );
}

type AppBadgesProps = {
  appStoreLine: string;
  googlePlayLine: string;
  /** "(opens in a new tab)", read after each badge's visible text. */
  newTab?: string;
  /**
   * An accessible name replacing the visible text; it must start with that text (WCAG label in name, which
   * axe checks). Without it the visible text is the name, followed by `newTab`.
   */
  labelFor?: (store: string) => string;
};

/**
 * The mobile app links, drawn like the stores' own badges; the marks are static files, not inline SVG that
 * the page would carry twice (HTML and React's flight data).
 */
export function AppBadges({ appStoreLine, googlePlayLine, newTab, labelFor }: AppBadgesProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <StoreBadge
        href={APP_STORE_URL}
        line={appStoreLine}
        store="App Store"
        newTab={newTab}
        label={labelFor?.('App Store')}
        mark="apple"
      />
      <StoreBadge
        href={GOOGLE_PLAY_URL}
        line={googlePlayLine}
        store="Google Play"
        newTab={newTab}
        label={labelFor?.('Google Play')}
        mark="google-play"
      />
    </div>
  );
}
