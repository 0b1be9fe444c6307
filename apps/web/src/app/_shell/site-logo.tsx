import { CoffeeBeanIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { homePath } from '@/lib/routes';

type SiteLogoProps = { name: string; tagline: string };

/**
 * The store's mark and name, linking home. At the start of the line: left in English, right in Arabic. Its
 * accessible name is its visible text (the store's name and tagline), as WCAG's label-in-name asks.
 */
export function SiteLogo({ name, tagline }: SiteLogoProps) {
  return (
    <Link href={homePath} className="group flex shrink-0 items-center gap-3">
      <span className="grid size-10 place-items-center rounded-full bg-espresso-900 text-caramel-300 transition-colors group-hover:bg-mocha-700">
        <CoffeeBeanIcon className="size-6" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-extrabold text-espresso-900 text-xl">{name}</span>
        <span className="hidden text-mocha-500 text-xs sm:block">{tagline}</span>
      </span>
    </Link>
  );
}
