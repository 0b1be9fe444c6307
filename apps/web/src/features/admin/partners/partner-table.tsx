import type { PartnerApplicationSummary } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { UserText } from '@/components/ui/user-text';
import { getAdminPartnerPath } from '@/lib/backoffice-routes';
import { formatDate } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { AdminTable, type Column } from '../kit/admin-table';

/** Applications as a table: brand (the link), contact, received, status. */
export async function PartnerTable({
  applications,
  locale,
}: {
  applications: PartnerApplicationSummary[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.partners' });
  const columns: Column<PartnerApplicationSummary>[] = [
    {
      key: 'brand',
      header: t('brand'),
      cell: (application) => <UserText>{application.brand_name}</UserText>,
      link: (application) => ({
        href: getAdminPartnerPath(application.id),
        label: t('openOf', { brand: application.brand_name }),
      }),
    },
    {
      key: 'contact',
      header: t('contact'),
      cell: (application) => (
        <>
          <span className="block">
            <UserText>{application.contact_person}</UserText>
          </span>
          <span className="block break-all">{application.email}</span>
          {application.mobile ? (
            <span className="block" dir="ltr">
              {toLocalMobile(application.mobile)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'received',
      header: t('received'),
      className: 'whitespace-nowrap',
      cell: (application) => formatDate(application.created_at, locale),
    },
    {
      key: 'statusLabel',
      header: t('statusLabel'),
      cell: (application) => t(`statusNames.${application.status}`),
    },
  ];
  return <AdminTable caption={t('caption')} columns={columns} rows={applications} minWidth="min-w-[40rem]" />;
}
