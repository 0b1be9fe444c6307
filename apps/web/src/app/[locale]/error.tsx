'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { primaryActionClass, StatusMessage } from '@/components/ui/status-message';
import { homePath } from '@/lib/routes';

/** The spec's generic error page, for anything a page throws (an API that is down included). */
export default function ErrorPage({ error }: { error: unknown }) {
  const t = useTranslations('Error');

  useEffect(() => {
    // Server errors arrive without details; the digest matches the server log line.
    console.error(error);
  }, [error]);

  return (
    <StatusMessage
      title={t('title')}
      description={t('description')}
      action={
        // A full page load, not a client navigation: it leaves the failed state behind entirely.
        <a href={homePath} className={primaryActionClass}>
          {t('backHome')}
        </a>
      }
    />
  );
}
