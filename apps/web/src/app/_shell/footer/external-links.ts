import 'server-only';
import { env } from '@/lib/env';

// The store's own profiles come from the environment (FACEBOOK_URL…), with defaults shaped like the real
// ones so a demo's links look and behave as they will in production.

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'facebook', href: env.FACEBOOK_URL },
  { network: 'instagram', href: env.INSTAGRAM_URL },
  { network: 'tiktok', href: env.TIKTOK_URL },
  { network: 'youtube', href: env.YOUTUBE_URL },
];
