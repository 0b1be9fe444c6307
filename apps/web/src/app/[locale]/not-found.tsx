import { useTranslations } from 'next-intl';
import { primaryActionClass, StatusMessage } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { homePath } from '@/lib/routes';

/** Shown with status 404 for unknown paths (see [...rest]) and whenever a page calls notFound(). */
export default function NotFound() {
  const t = useTranslations('NotFound');
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
