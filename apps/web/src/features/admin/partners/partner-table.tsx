import type { PartnerApplicationSummary } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getAdminPartnerPath } from '@/lib/backoffice-routes';
import { formatDate } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';

const cellClass = 'px-3 py-3 text-start align-top';

/** Applications as a table: brand (the link), contact, received, status. */
export async function PartnerTable({
  applications,
  locale,
}: {
  applications: PartnerApplicationSummary[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.partners' });
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(['brand', 'contact', 'received', 'statusLabel'] as const).map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {applications.map((application) => (
            <tr key={application.id}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link
                  href={getAdminPartnerPath(application.id)}
                  aria-label={t('openOf', { brand: application.brand_name })}
                  className="text-caramel-700 underline-offset-4 hover:underline"
                >
                  {application.brand_name}
                </Link>
              </th>
              <td className={cellClass}>
                <span className="block">{application.contact_person}</span>
                <span className="block break-all">{application.email}</span>
                {application.mobile ? (
                  <span className="block" dir="ltr">
                    {toLocalMobile(application.mobile)}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatDate(application.created_at, locale)}
              </td>
              <td className={cellClass}>{t(`statusNames.${application.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
