import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { primaryActionClass, StatusMessage } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { homePath } from '@/lib/routes';

/** "This page could not be found", for unknown URLs and for pages that call notFound(). */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusMessage
      code="404"
      title={t('title')}
      description={t('description')}
      action={
        <Link href={homePath} className={primaryActionClass}>
          {t('backHome')}
        </Link>
      }
    />
  );
}
