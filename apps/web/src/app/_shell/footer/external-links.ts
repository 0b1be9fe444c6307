// NOTE: placeholders until the store's own accounts and app listings exist: each points at the platform's
// home, never at somebody else's account. Replace with the real profile and listing URLs.

export const SOCIAL_LINKS = [
  { network: 'facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', href: 'https://www.instagram.com/' },
  { network: 'tiktok', href: 'https://www.tiktok.com/' },
  { network: 'youtube', href: 'https://www.youtube.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

export const APP_STORE_URL = 'https://www.apple.com/eg/app-store/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';
