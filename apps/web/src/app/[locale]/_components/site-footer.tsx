import { useTranslations } from 'next-intl';
import { CoffeeBeanIcon } from '@/components/ui/icons';

/** The spec fixes the footer's copyright year. */
const COPYRIGHT_YEAR = 2024;

export function SiteFooter() {
  const t = useTranslations('Layout');
  const tMeta = useTranslations('Metadata');

  return (
    <footer className="mt-24 bg-espresso-950 text-crema-200">
      <div className="mx-auto flex max-w-site flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-10">
        <p className="flex items-center gap-2 font-bold text-cream-50 text-lg">
          <CoffeeBeanIcon className="size-5 text-caramel-300" />
          {tMeta('siteName')}
        </p>
        <p className="text-mocha-400 text-sm">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
