import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { CoffeeBeanIcon } from '@/components/ui/icons';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { Link } from '@/i18n/navigation';
import { homePath } from '@/lib/routes';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });

  return (
    <header className="border-crema-200 border-b bg-cream-50/90 backdrop-blur supports-[backdrop-filter]:bg-cream-50/75">
      <div className="mx-auto flex h-18 max-w-site items-center justify-between gap-6 px-4 sm:px-6 lg:px-10">
        <Link href={homePath} className="group flex items-center gap-3" aria-label={t('Layout.homeLink')}>
          <span className="grid size-10 place-items-center rounded-full bg-espresso-900 text-caramel-300 transition-colors group-hover:bg-mocha-700">
            <CoffeeBeanIcon className="size-6" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-extrabold text-espresso-900 text-xl">{t('Metadata.siteName')}</span>
            <span className="text-mocha-500 text-xs">{t('Layout.tagline')}</span>
          </span>
        </Link>
        <LocaleSwitcher
          target={locale === 'ar' ? 'en' : 'ar'}
          label={t('LocaleSwitcher.otherLanguage')}
          hint={t('LocaleSwitcher.hint')}
        />
      </div>
    </header>
  );
}
