import type { Category } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import type { getTranslations } from 'next-intl/server';
import { CoffeeBeanIcon, HeadsetIcon } from '@/components/ui/icons';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { Link } from '@/i18n/navigation';
import { blogVideosPath, getProductsPath, sitePaths } from '@/lib/routes';
import { AppBadge } from './footer/app-badges';
import { SOCIAL_LINKS } from './footer/external-links';
import { type footerPaymentGroups, type PaymentGroup, PaymentMarkList } from './footer/payment-marks';
import { SocialIcon } from './footer/social-icons';

const GROUP_LABELS = {
  cards: 'Footer.paymentCard',
  instalments: 'Footer.paymentInstalments',
  wallets: 'Footer.paymentWallets',
  cash: 'Footer.paymentCash',
} as const satisfies Record<PaymentGroup, string>;

/** The spec fixes the footer's copyright year. */
const COPYRIGHT_YEAR = 2024;

const headingClass = 'font-bold text-cream-50 text-sm';
const linkClass = 'foot-link';

type LinkColumnProps = {
  id: string;
  title: string;
  links: { href: string; label: string }[];
  className?: string;
};

function LinkColumn({ id, title, links, className }: LinkColumnProps) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type SiteFooterProps = {
  locale: Locale;
  /** The translator of all namespaces. */
  t: Awaited<ReturnType<typeof getTranslations<never>>>;
  categories: Category[];
  paymentGroups: ReturnType<typeof footerPaymentGroups>;
};

/**
 * Synchronous, its data awaited by SiteDocument: the footer's tree then travels in the document's row of
 * React's flight data, near the start of that script (see SiteDocument).
 */
export function SiteFooter({ locale, t, categories, paymentGroups }: SiteFooterProps) {
  return (
    <footer className="defer-render mt-24 bg-espresso-950 text-crema-200">
      <div className="mx-auto max-w-site px-4 pt-14 pb-8 sm:px-6 lg:px-10">
        <div className="foot-grid">
          <section aria-labelledby="footer-about" className="col-span-2 nav:col-span-1">
            <p className="flex items-center gap-2 font-bold text-cream-50 text-lg">
              <CoffeeBeanIcon className="size-5 text-caramel-300" />
              {t('Metadata.siteName')}
            </p>
            <h2 id="footer-about" className="sr-only">
              {t('Footer.about')}
            </h2>
            <p className="foot-about">{t('Footer.aboutText')}</p>
            <p className="mt-6 flex items-start gap-2.5 text-sm">
              <HeadsetIcon className="mt-0.5 size-5 shrink-0 text-caramel-300" />
              <span>
                <span className="block font-semibold text-cream-50">{t('Footer.supportTitle')}</span>
                {t('Footer.supportHours')}
              </span>
            </p>
            <ul aria-label={t('Footer.followUs')} className="mt-6 flex gap-2">
              {SOCIAL_LINKS.map(({ network, href }) => {
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`Footer.social.${network}`)}
                      className="social-link"
                    >
                      <SocialIcon network={network} className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>

          {categories.length > 0 ? (
            <LinkColumn
              // Two columns on phones: the long category list beside the two short ones.
              className="row-span-2 nav:row-span-1"
              id="footer-categories"
              title={t('Footer.categories')}
              links={categories.map((category) => ({
                href: getProductsPath({ category: category.id }),
                label: category.category,
              }))}
            />
          ) : null}

          <LinkColumn
            id="footer-company"
            title={t('Footer.company')}
            links={[
              { href: sitePaths.aboutUs, label: t('Footer.about') },
              { href: sitePaths.contactUs, label: t('Footer.contactUs') },
              { href: sitePaths.privacyPolicy, label: t('Footer.privacyPolicy') },
              { href: sitePaths.termsAndConditions, label: t('Footer.termsOfUse') },
            ]}
          />

          <LinkColumn
            id="footer-blog"
            title={t('Footer.blog')}
            links={[
              { href: sitePaths.blogArticles, label: t('Footer.articles') },
              { href: blogVideosPath, label: t('Footer.videos') },
              { href: sitePaths.recipes, label: t('Footer.recipes') },
            ]}
          />

          <div className="col-span-2 flex flex-col gap-10 nav:col-span-1">
            <section aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter" className={headingClass}>
                {t('Newsletter.title')}
              </h2>
              <p className="mt-2 mb-4 text-sm">{t('Newsletter.text')}</p>
              <NewsletterForm
                locale={locale}
                labels={{
                  email: t('Newsletter.emailLabel'),
                  placeholder: t('Newsletter.placeholder'),
                  submit: t('Newsletter.submit'),
                  success: t('Newsletter.success'),
                  failure: t('Newsletter.failure'),
                }}
              />
            </section>
            <section aria-labelledby="footer-app">
              <h2 id="footer-app" className={`${headingClass} mb-4`}>
                {t('Footer.appTitle')}
              </h2>
              <AppBadge line={t('Pwa.installLinkLine')} name={t('Pwa.installLinkStore')} />
            </section>
          </div>
        </div>

        {paymentGroups.length > 0 ? (
          <section aria-labelledby="footer-payments" className="foot-pay">
            <h2 id="footer-payments" className={headingClass}>
              {t('Footer.paymentsTitle')}
            </h2>
            {paymentGroups.map(({ group, methods }) => (
              <PaymentMarkList
                key={group}
                label={t(GROUP_LABELS[group])}
                methods={methods}
                nameOf={(method) =>
                  // Under "Instalments", the method's own name would say it twice: say with what instead.
                  method === 'installments'
                    ? t('Footer.paymentInstalmentsCards')
                    : t(`OrderHistory.method.${method}`)
                }
              />
            ))}
          </section>
        ) : null}

        <p className="mt-8 border-espresso-800 border-t pt-6 text-mocha-400 text-sm">
          {t('Layout.copyright', { year: COPYRIGHT_YEAR })}
        </p>
      </div>
    </footer>
  );
}
