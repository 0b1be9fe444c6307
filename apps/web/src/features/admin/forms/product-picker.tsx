'use client';

import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FieldError } from '@/components/ui/form/field-error';
import { isolated } from '@/components/ui/user-text';
import { callBff } from '@/lib/bff/call-bff';
import { searchBackofficeProducts } from '@/lib/bff/calls/admin-catalog';
import { formatNumber } from '@/lib/format/number';

/** "12, 15" (how the form holds the ids) → [12, 15]; what is not an id is left for the form's check. */
const idsOf = (text: string) =>
  text
    .split(/[,\u060C]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The products under a post, chosen by searching their names (either language) or ids instead of typing a
 * list of ids; in the order chosen, each removable. Holds them as the form's "12, 15" text.
 */
export function ProductPicker<Values extends FieldValues>({
  control,
  name,
  label,
  names,
  max,
  locale,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  /** The saved products' names by id, so they show by name before any search. */
  names: Record<string, string>;
  max: number;
  locale: Locale;
}) {
  const t = useTranslations('Admin');
  const { field, fieldState } = useController({ control, name });
  const chosen = idsOf(String(field.value ?? ''));
  const [known, setKnown] = useState(names);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ id: number; name: string }[] | null>(null);
  const id = useId();

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setFound(null);
      return;
    }
    const timer = setTimeout(async () => {
      const result = await callBff(searchBackofficeProducts, {
        locale,
        params: { area: 'admin' },
        query: { q, per_page: '10' },
      });
      setFound(result.ok ? result.data.map((product) => ({ id: product.id, name: product.name })) : []);
    }, 300);
    return () => clearTimeout(timer);
  }, [query, locale]);

  const write = (ids: string[]) => field.onChange(ids.join(', '));
  const add = (product: { id: number; name: string }) => {
    setKnown((current) => ({ ...current, [product.id]: product.name }));
    if (!chosen.includes(String(product.id)) && chosen.length < max) write([...chosen, String(product.id)]);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-espresso-900 text-sm">{label}</legend>
      {chosen.length > 0 ? (
        <ol className="flex flex-col gap-1">
          {chosen.map((productId) => (
            <li key={productId} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <bdi>{known[productId] ?? `#${formatNumber(Number(productId), locale, 0)}`}</bdi>
              </span>
              <button
                type="button"
                className="text-caramel-700 text-xs underline"
                aria-label={t('removeItem', { name: isolated(known[productId] ?? String(productId)) })}
                onClick={() => write(chosen.filter((other) => other !== productId))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-mocha-600 text-xs">{t('noProductsChosen')}</p>
      )}
      <input
        type="search"
        aria-label={t('searchProducts')}
        placeholder={t('searchProductsHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onBlur={field.onBlur}
        className={controlClass}
        aria-controls={`${id}-found`}
        aria-describedby={fieldState.error ? `${id}-error` : undefined}
        maxLength={100}
      />
      <FieldError id={`${id}-error`} message={fieldState.error?.message} />
      <ul id={`${id}-found`} aria-live="polite" className="flex flex-col gap-1">
        {found?.length === 0 ? <li className="text-mocha-600 text-xs">{t('noProductFound')}</li> : null}
        {found?.map((product) => (
          <li key={product.id} className="flex items-center justify-between gap-3 text-sm">
            <bdi>{product.name}</bdi>
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-1 text-xs`}
              disabled={chosen.includes(String(product.id)) || chosen.length >= max}
              aria-label={t('addItem', { name: isolated(product.name) })}
              onClick={() => add(product)}
            >
              {t('add')}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
