'use client';

import type { EditableProduct, EditableVariant } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { addVariant, deleteVariant, updateVariant } from '@/lib/bff/calls/admin-catalog';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { BilingualFields, bothLabels, CountField, PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { textsOf, toOptionalPoundsInput } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';
import type { CatalogLabels } from '../kit/catalog-labels';
import { toPoundsInput } from '../kit/money-input';
import { useCatalogCall } from '../kit/use-catalog-call';
import { VariantFormBody } from './catalog-form-bodies';

type Props = { area: 'admin' | 'seller'; locale: Locale; labels: CatalogLabels };

const KINDS = ['grind', 'size', 'color'] as const;
const kindLabel = (kind: (typeof KINDS)[number], labels: CatalogLabels) =>
  ({ grind: labels.kindGrind, size: labels.kindSize, color: labels.kindColor })[kind];

/** What a variant's form starts with: the variant's fields, or a new grind with no stock. */
const toVariantFormValues = (variant: EditableVariant | undefined) => ({
  kind: variant?.kind ?? 'grind',
  ...textsOf(variant, ['name_en', 'name_ar', 'sku']),
  price: variant ? toPoundsInput(variant.price) : '',
  before_discount: toOptionalPoundsInput(variant?.before_discount ?? null),
  stock: variant ? String(variant.stock) : '0',
});

/** One variant's fields: a new one (`variant` absent) is added to `productId`, an existing one saved or removed. */
function VariantForm({
  area,
  locale,
  labels,
  productId,
  variant,
}: Props & { productId: number; variant?: EditableVariant }) {
  const { run, pending: removing, error: removeError } = useCatalogCall(locale, labels.networkError);
  const { form, submitTo } = useAdminForm(VariantFormBody, {
    locale,
    defaultValues: toVariantFormValues(variant),
    sentences: {
      fields: {
        price: labels.invalidPrice,
        before_discount: labels.invalidPrice,
        stock: labels.invalidNumber,
      },
    },
    errorFields: { SKU_TAKEN: ['sku'], INVALID_SALE_PRICE: ['before_discount'] },
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const { control } = form;
  const { isSubmitting } = form.formState;
  const title = variant ? fillTemplate(labels.variantOf, { name: variant.name_en }) : labels.newVariant;
  const save = submitTo(
    (body) =>
      variant
        ? callBff(updateVariant, { locale, params: { area, id: variant.id }, body })
        : callBff(addVariant, { locale, params: { area, id: productId }, body }),
    () => labels.saved,
    // The form for a new one is left empty for the next.
    variant ? undefined : () => form.reset(),
  );

  async function remove() {
    if (!variant || !window.confirm(fillTemplate(labels.removeVariantConfirm, { name: variant.name_en })))
      return;
    await run(() => callBff(deleteVariant, { locale, params: { area, id: variant.id } }), labels.removed);
  }

  return (
    <AdminForm
      control={control}
      onSubmit={save}
      label={title}
      heading={<h3 className="font-semibold text-espresso-900">{title}</h3>}
      busy={removing}
      alert={removeError}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-crema-200"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <SelectField
          control={control}
          name="kind"
          label={labels.kind}
          options={KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, labels) }))}
        />
        <BilingualFields control={control} name="name" labels={bothLabels((key) => labels[key], 'name')} />
        <TextField control={control} name="sku" label={labels.sku} ltr />
        <PoundsField control={control} name="price" label={labels.price} />
        <PoundsField control={control} name="before_discount" label={labels.beforeDiscount} />
        <CountField control={control} name="stock" label={labels.stock} />
      </div>
      <div className="flex gap-3">
        <SubmitButton
          label={variant ? labels.save : labels.addVariant}
          pendingLabel={labels.saving}
          pending={isSubmitting}
        />
        {variant ? (
          <button
            type="button"
            disabled={isSubmitting || removing}
            onClick={remove}
            className={secondaryButtonClass}
          >
            {labels.removeVariant}
          </button>
        ) : null}
      </div>
    </AdminForm>
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
