import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { PartnerDecision } from '@/features/admin/partners/partner-decision';
import { ResendInvitationButton } from '@/features/admin/partners/resend-invitation-button';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getPartnerApplication } from '@/lib/api/backoffice-partners';
import { listGovernorates } from '@/lib/api/sellers';
import { adminPaths, getAdminPartnerPath, getPartnerDocumentPath } from '@/lib/backoffice-routes';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { sortByText } from '@/lib/i18n/collate';
import { getSellerPath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

const readId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
const DOCUMENT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;
const cardClass = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const number = readId(id);
  if (!hasLocale(routing.locales, locale) || number === null) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.partners' });
  return getPageMetadata({
    locale,
    title: `${t('title')} #${number}`,
    path: getAdminPartnerPath(number),
    noIndex: true,
  });
}

/** One application: who, what they wrote, their two private documents, and the decision (or its record). */
export default async function AdminPartnerPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const number = readId(id);
  if (number === null) notFound();
  const [application, governorates, t, common, cityLabels] = await Promise.all([
    getPartnerApplication(number, locale),
    listGovernorates(locale),
    getTranslations({ locale, namespace: 'Admin.partners' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AddressBook' }),
  ]);
  if (!application) notFound();
  const open = application.status === 'submitted' || application.status === 'reviewing';

  return (
    <DetailFrame
      back={{ href: adminPaths.partners, label: t('back') }}
      title={t('detailTitle', { id: application.id, brand: application.brand_name })}
      details={
        <p className="text-mocha-600">
          {t(`statusNames.${application.status}`)} · {formatDate(application.created_at, locale)}
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="partner-contact" className={cardClass}>
          <h2 id="partner-contact" className="font-bold text-espresso-900 text-xl">
            {t('contact')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-mocha-700 text-sm">
            <dt className="font-semibold">{common('customer')}</dt>
            <dd>{application.contact_person}</dd>
            <dt className="font-semibold">{common('email')}</dt>
            <dd className="break-all">{application.email}</dd>
            <dt className="font-semibold">{common('mobile')}</dt>
            <dd dir="ltr" className="text-start">
              {application.mobile ? toLocalMobile(application.mobile) : '—'}
            </dd>
            <dt className="font-semibold">{t('language')}</dt>
            <dd>{t(`languages.${application.lang === 'ar' ? 'ar' : 'en'}`)}</dd>
          </dl>
          <h2 className="mt-2 font-bold text-espresso-900 text-xl">{t('about')}</h2>
          <p className="whitespace-pre-line text-mocha-700 text-sm" dir="auto">
            {application.company_description}
          </p>
        </section>
        <section aria-labelledby="partner-documents" className={cardClass}>
          <h2 id="partner-documents" className="font-bold text-espresso-900 text-xl">
            {t('documents')}
          </h2>
          <p className="text-mocha-600 text-sm">{t('documentsHint')}</p>
          <ul className="flex flex-col gap-2">
            {application.documents.map((document) => (
              <li key={document.field}>
                <a
                  href={getPartnerDocumentPath(application.id, document.field)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-caramel-700 underline-offset-4 hover:underline"
                >
                  {t('openDocument', {
                    name: t(`documentNames.${document.field}`),
                    type: t(`documentTypes.${DOCUMENT_TYPES[document.type]}`),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {open ? (
        <PartnerDecision
          application={application}
          governorates={sortByText(governorates, (governorate) => governorate.name, locale)}
          locale={locale}
          labels={{
            approveTitle: t('approveTitle'),
            approveHint: t('approveHint'),
            nameAr: t('nameAr'),
            governorate: t('governorate'),
            chooseGovernorate: t('chooseGovernorate'),
            city: cityLabels('city'),
            chooseCity: cityLabels('chooseCity'),
            chooseGovernorateFirst: cityLabels('chooseGovernorateFirst'),
            loadingCities: cityLabels('loadingCities'),
            citiesFailed: cityLabels('citiesFailed'),
            retry: cityLabels('retry'),
            latitude: t('latitude'),
            longitude: t('longitude'),
            coordinatesHint: t('coordinatesHint'),
            approve: t('approve'),
            approving: t('approving'),
            approved: t('approved', { email: application.email ?? '' }),
            rejectTitle: t('rejectTitle'),
            rejectHint: t('rejectHint'),
            reason: t('reason'),
            reject: t('reject'),
            rejecting: t('rejecting'),
            rejected: t('rejected'),
            confirmReject: t('confirmReject', { brand: application.brand_name }),
            confirm: t('confirm'),
            cancel: t('cancel'),
            reasonTooShort: t('reasonTooShort'),
            invalidLatitude: t('invalidLatitude'),
            invalidLongitude: t('invalidLongitude'),
            networkError: common('networkError'),
          }}
        />
      ) : (
        <section aria-labelledby="partner-decision" className={cardClass}>
          <h2 id="partner-decision" className="font-bold text-espresso-900 text-xl">
            {t('decision')}
          </h2>
          <p className="text-mocha-700">
            {t(`statusNames.${application.status}`)}
            {application.reviewed_at
              ? ` · ${t('reviewedBy', {
                  name: application.reviewed_by ?? '—',
                  date: formatDateTime(application.reviewed_at, locale),
                })}`
              : null}
          </p>
          {application.reject_reason ? (
            <>
              <h3 className="font-semibold text-espresso-900">{t('reasonGiven')}</h3>
              <p className="whitespace-pre-line text-mocha-700 text-sm" dir="auto">
                {application.reject_reason}
              </p>
            </>
          ) : null}
          {application.seller ? (
            <p>
              <span className="font-semibold text-espresso-900">{t('sellerMade')}: </span>
              <Link
                href={getSellerPath(application.seller.id)}
                className="text-caramel-700 underline-offset-4 hover:underline"
              >
                {t('viewSeller', { name: application.seller.name })}
              </Link>
            </p>
          ) : null}
          {application.invitation_pending ? (
            <ResendInvitationButton
              applicationId={application.id}
              locale={locale}
              labels={{
                text: t('resendInvitation'),
                sending: t('resendingInvitation'),
                hint: t('invitationPending', { email: application.email ?? '' }),
                done: t('invitationResent', { email: application.email ?? '' }),
                networkError: common('networkError'),
              }}
            />
          ) : null}
        </section>
      )}
    </DetailFrame>
  );
}
