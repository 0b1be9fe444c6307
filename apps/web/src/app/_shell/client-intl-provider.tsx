import type { Locale } from '@coffee/contracts/common';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type ClientIntlProviderProps = {
  locale: Locale;
  /** The message namespaces the segment's client components read with `useTranslations`. */
  namespaces: (keyof Messages)[];
  children: ReactNode;
};

/**
 * next-intl's client provider for one segment whose client components call `useTranslations` (the back
 * office, the seller portal). Store pages have none: use-intl and its message parser would be part of every
 * shopper's first load (decision 0015), so their client components take texts as props instead.
 */
export async function ClientIntlProvider({ locale, namespaces, children }: ClientIntlProviderProps) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
