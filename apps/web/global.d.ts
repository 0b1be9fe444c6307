import type messages from './messages/en.json';
import type { routing } from './src/i18n/routing';

// Types next-intl from the English messages: a missing or misspelt key is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
