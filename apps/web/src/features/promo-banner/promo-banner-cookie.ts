/**
 * Remembers a dismissed banner. The value names the campaign, so a new campaign (a new id) shows again to
 * everyone. A plain module: the dismiss button gets these constants and nothing else.
 */
export const PROMO_BANNER_COOKIE = 'promo_banner_dismissed';
export const PROMO_CAMPAIGN_ID = 'egyptian-food-bank';
export const PROMO_BANNER_COOKIE_MAX_AGE_SECONDS = 31_536_000; // a year

/** The donation page the banner points at (external: opens in a new tab). */
export const PROMO_DONATION_URL = 'https://www.egyptianfoodbank.com/';
