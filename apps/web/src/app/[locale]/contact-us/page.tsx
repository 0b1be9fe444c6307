import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HeadsetIcon } from '@/components/ui/icons';
import { ContactForm } from '@/features/contact/contact-form';
import { ShopBanner } from '@/features/shop/shop-banner';
import { routing } from '@/i18n/routing';
import { getStoreContact } from '@/lib/api/content';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type ContactPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: sitePaths.contactUs,
  });
}

export default async function ContactPage({ params }: ContactPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tb, tl, validationMessages, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getValidationMessages(locale),
    getStoreContact(locale),
  ]);
  const hasContact = Boolean(contact.phone || contact.whatsapp || contact.address);
  const labels = {
    fullName: t('fullName'),
    email: t('email'),
    subject: t('subject'),
    notes: t('notes'),
    honeypot: t('honeypot'),
    send: t('send'),
    sending: t('sending'),
    success: t('success'),
    failure: t('failure'),
  };

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: t('title') }]} locale={locale} />
      <ShopBanner title={t('title')} subtitle={t('description')} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-card bg-white p-6 ring-1 ring-crema-200 sm:p-8">
          <ContactForm locale={locale} labels={labels} validationMessages={validationMessages} />
        </div>
        <aside aria-labelledby="support-hours" className="h-fit rounded-card bg-latte-100 p-6 sm:p-8">
          <HeadsetIcon className="size-8 text-mocha-700" />
          <h2 id="support-hours" className="mt-3 font-bold text-espresso-900 text-xl">
            {t('hoursTitle')}
          </h2>
          <p className="mt-2 text-espresso-900">{t('hours')}</p>
          <p className="mt-4 text-mocha-600 text-sm">{t('replyNote')}</p>
          {hasContact ? (
            <>
              <h2 className="mt-6 font-bold text-espresso-900 text-lg">{t('reachTitle')}</h2>
              <dl className="mt-2 grid gap-3 text-espresso-900">
                {contact.phone ? (
                  <div>
                    <dt className="font-semibold text-sm">{t('phone')}</dt>
                    <dd>
                      <a href={`tel:${contact.phone.replace(/[\s-]/g, '')}`} className="underline" dir="ltr">
                        {contact.phone}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {contact.whatsapp ? (
                  <div>
                    <dt className="font-semibold text-sm">{t('whatsapp')}</dt>
                    <dd>
                      <a
                        href={`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="underline"
                      >
                        {t('whatsappLink')}
                        <span className="sr-only"> {tl('opensInNewTab')}</span>
                      </a>{' '}
                      <bdi dir="ltr" className="text-mocha-600 text-sm">
                        {toLocalMobile(contact.whatsapp)}
                      </bdi>
                    </dd>
                  </div>
                ) : null}
                {contact.address ? (
                  <div>
                    <dt className="font-semibold text-sm">{t('address')}</dt>
                    <dd>
                      <address className="not-italic" dir="auto">
                        {contact.address}
                      </address>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
