import type { SVGProps } from 'react';
import type { SocialNetwork } from './external-links';

type IconProps = SVGProps<SVGSVGElement>;

const base = { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24' } as const;

function FacebookIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="currentColor" {...props}>
      <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3A21 21 0 0 0 14.3 4c-2.3 0-3.9 1.4-3.9 4v2.4H7.8v3h2.6V21h3.1z" />
    </svg>
  );
}

function InstagramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="none" stroke="currentColor" strokeWidth={1.8} {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function TikTokIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="currentColor" {...props}>
      <path d="M16.6 3c.3 2.3 1.6 3.8 3.9 4v3c-1.4.1-2.7-.3-3.9-1.1v5.6c0 3.8-3.1 6-6.2 5.4-3.8-.7-5-5.1-2.8-7.8 1.1-1.3 2.8-2 4.7-1.8v3.1c-.4-.1-.9-.2-1.4-.1-1.4.2-2.1 1.4-1.8 2.6.6 2 3.9 1.9 4.1-.6V3h3.4z" />
    </svg>
  );
}

function YouTubeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="currentColor" {...props}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z" />
    </svg>
  );
}

/** Brand glyphs drawn inline (no remote images), each network's mark in one colour. */
export const SOCIAL_ICONS: Record<SocialNetwork, (props: IconProps) => React.JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
};
