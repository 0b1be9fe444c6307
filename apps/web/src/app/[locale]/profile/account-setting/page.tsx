import { PHOTO_MAX_BYTES } from '@coffee/contracts/account';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChangePasswordForm } from '@/features/account/change-password-form';
import { ProfileForm } from '@/features/account/profile-form';
import { routing } from '@/i18n/routing';
import { requireSessionUser } from '@/lib/api/authed';
import { formatMegabytes } from '@/lib/format/number';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

const PATH = profilePaths.accountSetting;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AccountSettings' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: PATH,
    noIndex: true,
  });
}

const sectionClass = 'rounded-card bg-white p-5 shadow-card sm:p-8';

export default async function AccountSettingPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [user, t, tFields, validationMessages] = await Promise.all([
    requireSessionUser(locale, PATH),
    getTranslations({ locale, namespace: 'AccountSettings' }),
    getTranslations({ locale, namespace: 'Auth.fields' }),
    getValidationMessages(locale),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>

      <section aria-labelledby="profile-heading" className={sectionClass}>
        <h2 id="profile-heading" className="mb-5 font-bold text-espresso-900 text-xl">
          {t('profileHeading')}
        </h2>
        <ProfileForm
          locale={locale}
          user={user}
          validationMessages={validationMessages}
          labels={{
            detailsHeading: t('detailsHeading'),
            firstName: t('firstName'),
            lastName: t('lastName'),
            email: t('email'),
            mobile: t('mobile'),
            mobileHint: t('mobileHint'),
            photo: t('photo'),
            choosePhoto: t('choosePhoto'),
            changePhoto: t('changePhoto'),
            photoHint: t('photoHint', { size: formatMegabytes(PHOTO_MAX_BYTES, locale) }),
            photoChosen: t.raw('photoChosen') as string,
            undoPhoto: t('undoPhoto'),
            currentPhotoAlt: t('currentPhotoAlt'),
            previewAlt: t('previewAlt'),
            photoTooLarge: t('photoTooLarge', { size: formatMegabytes(PHOTO_MAX_BYTES, locale) }),
            photoWrongType: t('photoWrongType'),
            save: t('save'),
            saved: t('saved'),
            networkError: t('networkError'),
            emailPassword: t('emailPassword'),
            emailPasswordHint: t('emailPasswordHint'),
            emailCode: t('emailCode'),
            showPassword: tFields('showPassword'),
            hidePassword: tFields('hidePassword'),
          }}
        />
      </section>

      <section aria-labelledby="password-heading" className={sectionClass}>
        <h2 id="password-heading" className="mb-5 font-bold text-espresso-900 text-xl">
          {t('passwordHeading')}
        </h2>
        <ChangePasswordForm
          locale={locale}
          validationMessages={validationMessages}
          labels={{
            currentPassword: t('currentPassword'),
            newPassword: t('newPassword'),
            newPasswordHint: t('newPasswordHint'),
            confirmPassword: t('confirmPassword'),
            changePassword: t('changePassword'),
            networkError: t('networkError'),
            showPassword: tFields('showPassword'),
            hidePassword: tFields('hidePassword'),
          }}
        />
      </section>
    </div>
  );
}
