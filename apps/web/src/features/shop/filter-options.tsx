import type { ProductFilter } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { isOptionChosen, toggleOption } from '@/lib/shop-options';
import { getShopHref, SHOP_PARAM, type ShopParams } from '@/lib/shop-params';

type OptionsProps = { filter: ProductFilter; params: ShopParams; locale: Locale };

/** Long lists (brands, sellers) scroll inside the panel rather than push the rest away. */
const listClass = 'flex max-h-80 flex-col gap-0.5 overflow-y-auto';

function Count({ count, locale }: { count: number; locale: Locale }) {
  return <span className="ms-auto text-mocha-500 text-xs tabular-nums">{formatNumber(count, locale)}</span>;
}

/**
 * The URL parameter a multi filter's option is sent as: brands as `brand=<id>` (repeated), availability
 * options each as their own flag (`in_stock=true`, `on_sale=true`), as the API takes them.
 */
function fieldFor(filter: ProductFilter, id: string | number): { name: string; value: string } {
  if (filter.key === 'availability') return { name: String(id), value: 'true' };
  return { name: SHOP_PARAM.brand, value: String(id) };
}

/**
 * "4 stars & up", written here rather than taken from the API so Arabic gets its digits and its dual
 * ("نجمتان فأكثر"), like every other number on the page.
 */
export function ratingLabel(
  t: Awaited<ReturnType<typeof getTranslations<'Shop'>>>,
  stars: number,
  locale: Locale,
) {
  return t('ratingOption', { stars, formatted: formatNumber(stars, locale) });
}

/** Checkboxes: any number of options at once (brands, availability). */
export function MultiOptions({ filter, params, locale }: OptionsProps) {
  return (
    <fieldset>
      <legend className="sr-only">{filter.name}</legend>
      <div className={listClass}>
        {filter.options.map((option) => {
          const field = fieldFor(filter, option.id);
          const id = `filter-${filter.key}-${option.id}`;
          return (
            <label
              key={option.id}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-mocha-700 text-sm hover:bg-latte-100"
            >
              <input
                id={id}
                type="checkbox"
                name={field.name}
                value={field.value}
                defaultChecked={isOptionChosen(params, filter.key, option.id)}
                className="size-4 shrink-0 accent-caramel-700"
              />
              <span className="min-w-0 flex-1 truncate">{option.name}</span>
              <Count count={option.count} locale={locale} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Links that behave like radio buttons: one option at a time (category, seller, rating); the chosen one
 * is marked current, and following it again unchooses it.
 */
export async function SingleOptions({
  filter,
  params,
  locale,
  pathname,
}: OptionsProps & { pathname: string }) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  return (
    <ul aria-label={filter.name} className={listClass}>
      {filter.options.map((option) => {
        const chosen = isOptionChosen(params, filter.key, option.id);
        return (
          <li key={option.id}>
            <Link
              href={getShopHref(toggleOption(params, filter.key, option.id), pathname)}
              prefetch={false}
              scroll={false}
              aria-current={chosen ? 'true' : undefined}
              className={clsx(
                'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-latte-100',
                chosen ? 'font-semibold text-espresso-900' : 'text-mocha-700',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'grid size-4 shrink-0 place-items-center rounded-full border-2',
                  chosen ? 'border-caramel-700' : 'border-mocha-400',
                )}
              >
                {chosen ? <span className="size-1.5 rounded-full bg-caramel-700" /> : null}
              </span>
              {filter.key === 'rating' ? <RatingStars value={Number(option.id)} className="text-sm" /> : null}
              <span className="min-w-0 flex-1 truncate">
                {filter.key === 'rating' ? ratingLabel(t, Number(option.id), locale) : option.name}
              </span>
              <Count count={option.count} locale={locale} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Min and max price fields, in whole EGP, with the result's own bounds as hints. No `min`/`max`
 * attributes beyond 0: bounds move with the other filters, and a browser must not refuse a form because of
 * them.
 */
export async function RangeOptions({ filter, params, locale }: OptionsProps) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const bound = (id: string) => filter.options.find((option) => option.id === id)?.count;
  const lowest = bound('min');
  const highest = bound('max');
  const lowestEgp = lowest === undefined ? undefined : Math.floor(lowest / 100);
  const highestEgp = highest === undefined ? undefined : Math.ceil(highest / 100);
  const field = 'w-full rounded-lg border border-crema-300 bg-white px-3 py-2 text-espresso-900 text-sm';

  return (
    <fieldset>
      <legend className="sr-only">{filter.name}</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-mocha-700 text-xs">
          {t('priceMin')}
          <input
            type="number"
            name={SHOP_PARAM.priceMin}
            inputMode="numeric"
            min={0}
            step="any"
            defaultValue={params.priceMin}
            placeholder={lowestEgp === undefined ? undefined : String(lowestEgp)}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-mocha-700 text-xs">
          {t('priceMax')}
          <input
            type="number"
            name={SHOP_PARAM.priceMax}
            inputMode="numeric"
            min={0}
            step="any"
            defaultValue={params.priceMax}
            placeholder={highestEgp === undefined ? undefined : String(highestEgp)}
            className={field}
          />
        </label>
      </div>
      {lowest !== undefined && highest !== undefined && highest > 0 ? (
        <p className="mt-2 text-mocha-600 text-xs">
          {t('priceBounds', { min: formatPrice(lowest, locale), max: formatPrice(highest, locale) })}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-3 w-full rounded-full bg-espresso-900 px-4 py-2 font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700"
      >
        {t('applyPrice')}
      </button>
    </fieldset>
  );
}
