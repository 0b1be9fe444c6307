'use client';

import type { EditableProduct, EditableVariant } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { fillTemplate } from '@/lib/i18n/fill-template';
import type { CatalogLabels } from '../kit/catalog-labels';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';
import { useCatalogCall } from '../kit/use-catalog-call';

type Props = { area: 'admin' | 'seller'; locale: Locale; labels: CatalogLabels };

const KINDS = ['grind', 'size', 'color'] as const;
const kindLabel = (kind: (typeof KINDS)[number], labels: CatalogLabels) =>
  ({ grind: labels.kindGrind, size: labels.kindSize, color: labels.kindColor })[kind];

/** One variant's fields: a new one (`variant` absent) is added to `productId`, an existing one saved or removed. */
function VariantForm({
  area,
  locale,
  labels,
  productId,
  variant,
}: Props & { productId: number; variant?: EditableVariant }) {
  const id = useId();
  const { run, pending, error, setError } = useCatalogCall(locale, labels.networkError);
  const blank = { kind: 'grind', name_en: '', name_ar: '', sku: '', price: '', before: '', stock: '0' };
  const [values, setValues] = useState(
    variant
      ? {
          kind: variant.kind,
          name_en: variant.name_en,
          name_ar: variant.name_ar,
          sku: variant.sku ?? '',
          price: toPoundsInput(variant.price),
          before: variant.before_discount ? toPoundsInput(variant.before_discount) : '',
          stock: String(variant.stock),
        }
      : blank,
  );
  const title = variant ? fillTemplate(labels.variantOf, { name: variant.name_en }) : labels.newVariant;
  const input = (name: keyof typeof values, text: string, extra: Record<string, string> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-semibold text-espresso-900 text-xs">
        {text}
      </label>
      <input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className={controlClass}
        {...extra}
      />
    </div>
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const price = parsePounds(values.price);
    const before = values.before.trim() === '' ? null : parsePounds(values.before);
    const stock = parseStock(values.stock);
    if (!values.name_en.trim() || !values.name_ar.trim()) return setError(labels.required);
    if (!price || (values.before.trim() !== '' && before === null)) return setError(labels.invalidPrice);
    if (stock === null) return setError(labels.invalidNumber);
    const body = {
      kind: values.kind,
      name_en: values.name_en,
      name_ar: values.name_ar,
      sku: values.sku.trim() || null,
      price,
      before_discount: before,
      stock,
    };
    const saved = variant
      ? await run(`${area}/variants/${variant.id}`, { method: 'PUT', body }, labels.saved)
      : await run(`${area}/products/${productId}/variants`, { method: 'POST', body }, labels.saved);
    if (saved && !variant) setValues(blank);
  }

  async function remove() {
    if (!variant || !window.confirm(fillTemplate(labels.removeVariantConfirm, { name: variant.name_en })))
      return;
    await run(`${area}/variants/${variant.id}`, { method: 'DELETE' }, labels.removed);
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={title}
      aria-busy={pending}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-crema-200"
    >
      <h3 className="font-semibold text-espresso-900">{title}</h3>
      <FormAlert message={error} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="font-semibold text-espresso-900 text-xs">
            {labels.kind}
          </label>
          <select
            id={`${id}-kind`}
            value={values.kind}
            onChange={(event) => setValues({ ...values, kind: event.target.value as typeof values.kind })}
            className={controlClass}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind, labels)}
              </option>
            ))}
          </select>
        </div>
        {input('name_en', labels.nameEn, { dir: 'ltr' })}
        {input('name_ar', labels.nameAr, { dir: 'rtl', lang: 'ar' })}
        {input('sku', labels.sku, { dir: 'ltr' })}
        {input('price', labels.price, { dir: 'ltr', inputMode: 'decimal' })}
        {input('before', labels.beforeDiscount, { dir: 'ltr', inputMode: 'decimal' })}
        {input('stock', labels.stock, { dir: 'ltr', inputMode: 'numeric' })}
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? labels.saving : variant ? labels.save : labels.addVariant}
        </button>
        {variant ? (
          <button type="button" disabled={pending} onClick={remove} className={secondaryButtonClass}>
            {labels.removeVariant}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A product's variants, each with its own price and stock, and a form to add one. */
export function ProductVariants({ product, ...props }: Props & { product: EditableProduct }) {
  const { labels } = props;
  return (
    <section aria-labelledby="variants-title" className="flex flex-col gap-3">
      <h2 id="variants-title" className="font-bold text-espresso-900 text-xl">
        {labels.variantsTitle}
      </h2>
      <p className="text-mocha-600 text-sm">{labels.variantsHint}</p>
      {product.variants.length === 0 ? <p className="text-mocha-600 text-sm">{labels.noVariants}</p> : null}
      {product.variants.map((variant) => (
        <VariantForm
          key={`${variant.id}-${variant.price}-${variant.stock}`}
          {...props}
          productId={product.id}
          variant={variant}
        />
      ))}
      <VariantForm {...props} productId={product.id} />
    </section>
  );
}
