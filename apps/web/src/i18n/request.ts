import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Shoppers are in Egypt: dates and times render in Cairo time whatever the server's zone.
    timeZone: 'Africa/Cairo',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
