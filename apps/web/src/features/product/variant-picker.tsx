import type { Variant } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getProductPath } from '@/lib/routes';
import { groupVariants } from './variants';

type VariantPickerProps = {
  variants: Variant[];
  selectedId: number | null;
  /** The product whose page each option links to, with `?variant={id}`. */
  productId: number;
  locale: Locale;
};

/**
 * Grind, size or colour options as links to `?variant={id}`: the choice lives in the URL, so the page is
 * rendered on the server with that variant's price and stock, and the link can be shared. No client JS.
 */
export async function VariantPicker({ variants, selectedId, productId, locale }: VariantPickerProps) {
  if (variants.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Product' });

  return (
    <div className="space-y-5">
      {groupVariants(variants).map(({ kind, options }) => {
        const labelId = `variant-kind-${kind}`;
        const selected = options.find((option) => option.id === selectedId);
        return (
          <div key={kind}>
            <p id={labelId} className="font-semibold text-espresso-900 text-sm">
              {t(`variantKind.${kind}`)}
              {selected ? <span className="ms-2 font-normal text-mocha-600">{selected.name}</span> : null}
            </p>
            <ul aria-labelledby={labelId} className="mt-2.5 flex flex-wrap gap-2">
              {options.map((option) => {
                const isSelected = option.id === selectedId;
                const isOut = option.stock <= 0;
                return (
                  <li key={option.id}>
                    <Link
                      href={getProductPath(productId, option.id)}
                      replace
                      scroll={false}
                      // One server render per click, not one prefetch per option on every product view.
                      prefetch={false}
                      aria-current={isSelected ? 'true' : undefined}
                      className={clsx(
                        'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm transition-colors',
                        isSelected
                          ? 'border-espresso-900 bg-espresso-900 font-semibold text-cream-50'
                          : 'border-crema-300 bg-white text-espresso-900 hover:border-mocha-500',
                        isOut && !isSelected && 'text-mocha-500 line-through',
                      )}
                    >
                      {option.name}
                      {isOut ? <span className="sr-only"> ({t('outOfStock')})</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
