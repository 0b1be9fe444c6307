'use client';

import { useEffect } from 'react';
import { primaryActionClass } from '@/components/ui/status-message';
import { fatalErrorText } from '@/i18n/fatal-error-text';
import { homePath } from '@/lib/routes';
import './globals.css';

/**
 * Last resort when the root layout itself fails. It has to render its own document and cannot know the
 * locale, so it speaks both languages, each block with its own direction.
 */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en" dir="ltr">
      <head>
        <title>{fatalErrorText.en.title}</title>
      </head>
      <body className="grid min-h-dvh place-items-center bg-cream-50 px-6 font-sans text-espresso-900">
        <main className="flex max-w-xl flex-col items-center gap-12 py-16 text-center">
          {(['en', 'ar'] as const).map((locale) => (
            <section key={locale} lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
              <h1 className="font-bold text-3xl">{fatalErrorText[locale].title}</h1>
              <p className="mt-3 text-lg text-mocha-600">{fatalErrorText[locale].description}</p>
            </section>
          ))}
          <a href={homePath} className={primaryActionClass}>
            {fatalErrorText.en.backHome}
            <span aria-hidden>·</span>
            <span lang="ar">{fatalErrorText.ar.backHome}</span>
          </a>
        </main>
      </body>
    </html>
  );
}
