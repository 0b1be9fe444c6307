'use client';

import { useEffect } from 'react';
import { primaryActionClass, StatusMessage } from '@/components/ui/status-message';
import { fatalErrorText } from '@/i18n/fatal-error-text';
import { useLocale } from '@/i18n/navigation';
import { reloadForChunkError } from '@/lib/chunk-load-error';
import { homePath } from '@/lib/routes';

/**
 * The spec's generic error page, for anything a page throws (an API that is down included). Its texts come
 * from fatal-error-text.ts (kept equal to the `Error` messages by a test) rather than useTranslations, so no
 * page has to ship a message catalogue to the browser for a boundary that rarely shows.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const text = fatalErrorText[useLocale()];

  useEffect(() => {
    // A page whose code failed to load (a deploy replaced it): reload once rather than show an error.
    if (reloadForChunkError(error)) return;
    // Server errors arrive without details; the digest matches the server log line.
    console.error(error);
  }, [error]);

  return (
    <StatusMessage
      title={text.title}
      description={text.description}
      action={
        // A full page load, not a client navigation: it leaves the failed state behind entirely.
        <a href={homePath} className={primaryActionClass}>
          {text.backHome}
        </a>
      }
    />
  );
}
