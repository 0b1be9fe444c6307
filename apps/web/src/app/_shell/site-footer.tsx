import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { CoffeeBeanIcon } from '@/components/ui/icons';

/** The spec fixes the footer's copyright year. */
const COPYRIGHT_YEAR = 2024;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });

  return (
    <footer className="mt-24 bg-espresso-950 text-crema-200">
      <div className="mx-auto flex max-w-site flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-10">
        <p className="flex items-center gap-2 font-bold text-cream-50 text-lg">
          <CoffeeBeanIcon className="size-5 text-caramel-300" />
          {t('Metadata.siteName')}
        </p>
        <p className="text-mocha-400 text-sm">{t('Layout.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
