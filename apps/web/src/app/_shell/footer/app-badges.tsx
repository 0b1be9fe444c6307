import type { ReactNode } from 'react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './external-links';

function AppleMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="currentColor"
    >
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.2-.1 1.6-.8 3-.8s1.8.8 3 .8c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.5 1.3-2.6 0 0-2.5-.9-2.5-3.6zM14.2 5.5c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.7-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" className="size-6">
      <path d="M4 2.5v19l9.5-9.5z" fill="#00a0ff" />
      <path d="M4 2.5l9.5 9.5 3.3-3.3z" fill="#00d26a" />
      <path d="M4 21.5l9.5-9.5 3.3 3.3z" fill="#ff3a44" />
      <path d="M16.8 8.7l3.7 2.1c.9.5.9 1.9 0 2.4l-3.7 2.1-3.3-3.3z" fill="#ffc400" />
    </svg>
  );
}

type StoreBadgeProps = {
  href: string;
  line: string;
  store: string;
  newTab?: string;
  label?: string;
  mark: ReactNode;
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
      {mark}
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

/** The mobile app links, drawn inline like the stores' own badges. */
export function AppBadges({ appStoreLine, googlePlayLine, newTab, labelFor }: AppBadgesProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <StoreBadge
        href={APP_STORE_URL}
        line={appStoreLine}
        store="App Store"
        newTab={newTab}
        label={labelFor?.('App Store')}
        mark={<AppleMark />}
      />
      <StoreBadge
        href={GOOGLE_PLAY_URL}
        line={googlePlayLine}
        store="Google Play"
        newTab={newTab}
        label={labelFor?.('Google Play')}
        mark={<PlayMark />}
      />
    </div>
  );
}
