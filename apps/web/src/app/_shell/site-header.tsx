import type { Locale } from '@coffee/contracts/common';
import { SUGGESTION_MIN_CHARS } from '@coffee/contracts/search';
import { getTranslations } from 'next-intl/server';
import { HeaderCart } from '@/features/cart/header-cart';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { CategoryMenu } from '@/features/navigation/category-menu';
import { MobileMenu } from '@/features/navigation/mobile-menu';
import { NAV_LINKS } from '@/features/navigation/nav-links';
import { PromoBanner } from '@/features/promo-banner/promo-banner';
import { SearchBox } from '@/features/search/search-box';
import { WishlistBoot } from '@/features/wishlist/wishlist-boot';
import { Link } from '@/i18n/navigation';
import { getSessionUser } from '@/lib/api/authed';
import { sitePaths } from '@/lib/routes';
import { getAccountLinks, HeaderAccount } from './header-account';
import { getShellCategories } from './shell-categories';
import { SiteLogo } from './site-logo';

const containerClass = 'site-wrap';

/**
 * The promotional banner and the navbar. From 992 px (the `nav:` breakpoint): a bar of page links, the main
 * row (logo, search, language, account, cart) and a row of category dropdowns. Below: the main row with a
 * menu button, the search box on its own line, and everything else in the drawer.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, categories, user, accountLinks] = await Promise.all([
    getTranslations({ locale }),
    getShellCategories(locale),
    getSessionUser(locale),
    getAccountLinks(locale),
  ]);
  // One object for the drawer and the desktop dropdowns: React's flight data carries the tree once.
  const menuCategories = categories.map((category) => ({
    id: category.id,
    name: category.category,
    allLabel: t('Nav.allInCategory', { category: category.category }),
    subCategories: category.sub_categories.map(({ id, sub_category }) => ({ id, name: sub_category })),
  }));
  // Become a partner is offered to guests (spec §6); signed-in shoppers have their account links instead.
  const pageLinks = [
    ...NAV_LINKS.map(({ key, href }) => ({ href, label: t(`Nav.${key}`) })),
    ...(user ? [] : [{ href: sitePaths.becomePartner, label: t('Nav.becomePartner') }]),
  ];

  return (
    <>
      <PromoBanner locale={locale} />
      <header className="border-crema-200 border-b bg-cream-50">
        <div className="hidden border-crema-200 border-b bg-latte-100 nav:block">
          <nav aria-label={t('Nav.pagesLabel')} className={containerClass}>
            <ul className="flex h-10 items-center gap-6 text-sm">
              {pageLinks.map(({ href, label }) => (
                // Become a partner sits apart at the end of the bar.
                <li key={href} className={href === sitePaths.becomePartner ? 'ms-auto' : undefined}>
                  <Link href={href} className="nav-link">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div
          className={`${containerClass} flex flex-wrap items-center gap-x-2 gap-y-3 py-3 sm:gap-x-3 nav:flex-nowrap nav:gap-x-8`}
        >
          <MobileMenu
            openLabel={t('Nav.openMenu')}
            closeLabel={t('Nav.closeMenu')}
            title={t('Nav.menuTitle')}
            links={[
              ...pageLinks,
              ...(user ? accountLinks : [{ href: sitePaths.login, label: t('Nav.login'), accent: true }]),
            ]}
            pagesLabel={t('Nav.pagesLabel')}
            categoriesLabel={t('Nav.categoriesLabel')}
            categories={menuCategories}
          />

          <SiteLogo name={t('Metadata.siteName')} tagline={t('Layout.tagline')} />

          <div className="search-slot">
            <SearchBox
              locale={locale}
              minChars={SUGGESTION_MIN_CHARS}
              labels={{
                label: t('Search.label'),
                placeholder: t('Search.placeholder'),
                submit: t('Search.submit'),
                suggestions: t('Search.suggestions'),
                available: t('Search.available'),
                none: t('Search.none'),
              }}
            />
          </div>

          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <LocaleSwitcher
              target={locale === 'ar' ? 'en' : 'ar'}
              label={t('LocaleSwitcher.otherLanguage')}
              hint={t('LocaleSwitcher.hint')}
            />
            <HeaderAccount locale={locale} />
            <HeaderCart />
            <WishlistBoot locale={locale} />
          </div>
        </div>

        {categories.length > 0 ? (
          <nav aria-label={t('Nav.categoriesLabel')} className="hidden border-crema-200 border-t nav:block">
            <div className={`${containerClass} py-1.5`}>
              <CategoryMenu categories={menuCategories} />
            </div>
          </nav>
        ) : null}
      </header>
    </>
  );
}
