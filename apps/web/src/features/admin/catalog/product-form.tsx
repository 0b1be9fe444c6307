'use client';

import type { CatalogOptions, EditableProduct } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useRouter } from '@/i18n/navigation';
import { getProductEditPath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { createProduct, updateProduct } from '@/lib/bff/calls/admin-catalog';
import { BilingualFields, bothLabels, CountField, PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { textsOf, toOptionalPoundsInput } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';
import type { CatalogLabels } from '../kit/catalog-labels';
import { toPoundsInput } from '../kit/money-input';
import { PRODUCT_FORM_BODIES } from './catalog-form-bodies';

type ProductFormProps = {
  area: 'admin' | 'seller';
  /** Absent: a new product. */
  product?: EditableProduct;
  options: CatalogOptions;
  locale: Locale;
  labels: CatalogLabels;
};

const idText = (id: number | undefined) => (id === undefined ? '' : String(id));

/** What the form starts with: the product's details, or an empty product with no stock. */
const toProductFormValues = (product: EditableProduct | undefined, area: ProductFormProps['area']) => ({
  ...textsOf(product, [
    'name_en',
    'name_ar',
    'description_en',
    'description_ar',
    'sku',
    'badge_en',
    'badge_ar',
  ]),
  category_id: idText(product?.category_id),
  sub_category_id: idText(product?.sub_category_id),
  brand_id: idText(product?.brand_id),
  // The seller portal sends neither: the API takes the caller's seller and leaves featuring to the store.
  ...(area === 'admin' && { seller_id: idText(product?.seller_id), featured: product?.featured ?? false }),
  price: product ? toPoundsInput(product.price) : '',
  before_discount: toOptionalPoundsInput(product?.before_discount ?? null),
  stock: product ? String(product.stock) : '0',
  weight_grams: product ? String(product.weight_grams) : '',
  weight_unit: product?.weight_unit ?? 'g',
  is_active: product?.is_active ?? true,
});

/** Which field the API's refusals are about. */
const PRODUCT_ERROR_FIELDS = {
  SKU_TAKEN: ['sku'],
  INVALID_SALE_PRICE: ['before_discount'],
  UNKNOWN_CATEGORY: ['category_id'],
  UNKNOWN_BRAND: ['brand_id'],
  UNKNOWN_SELLER: ['seller_id'],
} as const;

/**
 * A product's details in both languages (create or edit), checked with the contract's schema. Amounts are
 * typed in pounds and sent in piastres; the API checks everything again and answers in the page's language.
 * The seller portal has no seller or featured fields.
 */
export function ProductForm({ area, product, options, locale, labels }: ProductFormProps) {
  const router = useRouter();
  const { form, submitTo } = useAdminForm(PRODUCT_FORM_BODIES[area], {
    locale,
    defaultValues: toProductFormValues(product, area),
    sentences: {
      fields: {
        price: labels.invalidPrice,
        before_discount: labels.invalidPrice,
        stock: labels.invalidNumber,
        weight_grams: labels.invalidNumber,
      },
      keys: { badgeBothLanguages: labels.badgeBothLanguages },
    },
    errorFields: PRODUCT_ERROR_FIELDS,
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const { control } = form;
  const categoryId = useWatch({ control, name: 'category_id' });
  const category = options.categories.find((row) => String(row.id) === categoryId);
  const choices = (rows: { id: number; name: string; is_hidden?: boolean }[]) =>
    rows.map((row) => ({
      value: row.id,
      label: row.is_hidden ? `${row.name} (${labels.hiddenBadge})` : row.name,
    }));

  const submit = submitTo(
    (body) =>
      product
        ? callBff(updateProduct, { locale, params: { area, id: product.id }, body })
        : callBff(createProduct, { locale, params: { area }, body }),
    () => (product ? labels.saved : labels.created),
    // A new product goes on to its page, for its images and variants.
    product ? undefined : (created) => router.push(getProductEditPath(area, created.id)),
  );
  const both = (key: 'name' | 'description' | 'badge') => bothLabels((name) => labels[name], key);

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      label={labels.detailsTitle}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualFields control={control} name="name" labels={both('name')} />
        <BilingualFields control={control} name="description" labels={both('description')} rows={4} />
        <SelectField
          control={control}
          name="category_id"
          rules={{ onChange: () => form.setValue('sub_category_id', '') }}
          label={labels.category}
          choose={labels.choose}
          options={choices(options.categories)}
        />
        <SelectField
          control={control}
          name="sub_category_id"
          label={labels.subCategory}
          choose={labels.choose}
          options={choices(category?.sub_categories ?? [])}
        />
        <SelectField
          control={control}
          name="brand_id"
          label={labels.brand}
          choose={labels.choose}
          options={choices(options.brands)}
        />
        {area === 'admin' ? (
          <SelectField
            control={control}
            name="seller_id"
            label={labels.seller}
            choose={labels.choose}
            options={choices(options.sellers)}
          />
        ) : null}
        <PoundsField control={control} name="price" label={labels.price} />
        <PoundsField control={control} name="before_discount" label={labels.beforeDiscount} />
        <CountField control={control} name="stock" label={labels.stock} />
        <TextField control={control} name="sku" label={labels.sku} hint={labels.skuHint} ltr />
        <CountField control={control} name="weight_grams" label={`${labels.weight} (${labels.grams})`} />
        <SelectField
          control={control}
          name="weight_unit"
          label={labels.weightUnit}
          options={[
            { value: 'g', label: labels.grams },
            { value: 'kg', label: labels.kilograms },
          ]}
        />
        <BilingualFields control={control} name="badge" labels={both('badge')} />
      </div>
      <div className="flex flex-wrap gap-6">
        {area === 'admin' ? (
          <CheckboxField control={control} name="featured">
            {labels.featured}
          </CheckboxField>
        ) : null}
        <CheckboxField control={control} name="is_active">
          {labels.published}
        </CheckboxField>
      </div>
      <div>
        <SubmitButton
          label={product ? labels.save : labels.create}
          pendingLabel={labels.saving}
          pending={form.formState.isSubmitting}
        />
      </div>
    </AdminForm>
  );
}
