'use client';

import type { CatalogOptions, EditableProduct } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass, textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useRouter } from '@/i18n/navigation';
import { getProductEditPath } from '@/lib/backoffice-routes';
import type { CatalogLabels } from '../kit/catalog-labels';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';
import { useCatalogCall } from '../kit/use-catalog-call';

type ProductFormProps = {
  area: 'admin' | 'seller';
  /** Absent: a new product. */
  product?: EditableProduct;
  options: CatalogOptions;
  locale: Locale;
  labels: CatalogLabels;
};

type Values = Record<
  | 'name_en'
  | 'name_ar'
  | 'description_en'
  | 'description_ar'
  | 'category_id'
  | 'sub_category_id'
  | 'brand_id'
  | 'seller_id'
  | 'sku'
  | 'price'
  | 'before_discount'
  | 'stock'
  | 'weight_grams'
  | 'weight_unit'
  | 'badge_en'
  | 'badge_ar',
  string
>;

const initialValues = (product: EditableProduct | undefined): Values => ({
  name_en: product?.name_en ?? '',
  name_ar: product?.name_ar ?? '',
  description_en: product?.description_en ?? '',
  description_ar: product?.description_ar ?? '',
  category_id: product ? String(product.category_id) : '',
  sub_category_id: product ? String(product.sub_category_id) : '',
  brand_id: product ? String(product.brand_id) : '',
  seller_id: product ? String(product.seller_id) : '',
  sku: product?.sku ?? '',
  price: product ? toPoundsInput(product.price) : '',
  before_discount: product?.before_discount ? toPoundsInput(product.before_discount) : '',
  stock: product ? String(product.stock) : '0',
  weight_grams: product ? String(product.weight_grams) : '',
  weight_unit: product?.weight_unit ?? 'g',
  badge_en: product?.badge_en ?? '',
  badge_ar: product?.badge_ar ?? '',
});

/**
 * A product's details in both languages (create or edit). Amounts are typed in pounds and sent in piastres;
 * the API checks everything again and answers in the page's language. The seller portal has no seller or
 * featured fields: the API takes the caller's seller and leaves featuring to the store.
 */
export function ProductForm({ area, product, options, locale, labels }: ProductFormProps) {
  const id = useId();
  const router = useRouter();
  const { run, pending, error } = useCatalogCall(locale, labels.networkError);
  const [values, setValues] = useState(() => initialValues(product));
  const [featured, setFeatured] = useState(product?.featured ?? false);
  const [active, setActive] = useState(product?.is_active ?? true);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [name]: event.target.value,
      ...(name === 'category_id' && { sub_category_id: '' }),
    }));
  const category = options.categories.find((row) => String(row.id) === values.category_id);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const price = parsePounds(values.price);
    const before = values.before_discount.trim() === '' ? null : parsePounds(values.before_discount);
    const stock = parseStock(values.stock);
    const weight = parseStock(values.weight_grams);
    const required = ['name_en', 'name_ar', 'category_id', 'sub_category_id', 'brand_id'] as const;
    const found: typeof errors = {
      ...Object.fromEntries(
        required.filter((name) => !values[name].trim()).map((name) => [name, labels.required]),
      ),
      ...(area === 'admin' && !values.seller_id && { seller_id: labels.required }),
      ...((price === null || price === 0) && { price: labels.invalidPrice }),
      ...(values.before_discount.trim() !== '' &&
        before === null && { before_discount: labels.invalidPrice }),
      ...(stock === null && { stock: labels.invalidNumber }),
      ...((weight === null || weight === 0) && { weight_grams: labels.invalidNumber }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name_en: values.name_en,
      name_ar: values.name_ar,
      description_en: values.description_en,
      description_ar: values.description_ar,
      category_id: Number(values.category_id),
      sub_category_id: Number(values.sub_category_id),
      brand_id: Number(values.brand_id),
      ...(area === 'admin' && { seller_id: Number(values.seller_id), featured }),
      sku: values.sku.trim() || null,
      price,
      before_discount: before,
      stock,
      weight_grams: weight,
      weight_unit: values.weight_unit,
      badge_en: values.badge_en.trim() || null,
      badge_ar: values.badge_ar.trim() || null,
      is_active: active,
    };
    if (product) {
      await run(`${area}/products/${product.id}`, { method: 'PUT', body }, labels.saved);
      return;
    }
    const created = await run<EditableProduct>(`${area}/products`, { method: 'POST', body }, labels.created);
    if (created) router.push(getProductEditPath(area, created.id));
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const label = (name: keyof Values, text: string, control: React.ReactNode, wide = false) => (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <label htmlFor={`${id}-${name}`} className="font-semibold text-espresso-900 text-sm">
        {text}
      </label>
      {control}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="text-cherry-700 text-xs">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  const select = (name: keyof Values, rows: { id: number; name: string; is_hidden?: boolean }[]) => (
    <select {...field(name)} className={controlClass}>
      <option value="">{labels.choose}</option>
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {row.is_hidden ? `${row.name} (${labels.hiddenBadge})` : row.name}
        </option>
      ))}
    </select>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-label={labels.detailsTitle}
      className="flex flex-col gap-4"
    >
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        {label('name_en', labels.nameEn, <input {...field('name_en')} className={controlClass} dir="ltr" />)}
        {label(
          'name_ar',
          labels.nameAr,
          <input {...field('name_ar')} className={controlClass} dir="rtl" lang="ar" />,
        )}
        {label(
          'description_en',
          labels.descriptionEn,
          <textarea {...field('description_en')} rows={4} className={textAreaClass} dir="ltr" />,
        )}
        {label(
          'description_ar',
          labels.descriptionAr,
          <textarea {...field('description_ar')} rows={4} className={textAreaClass} dir="rtl" lang="ar" />,
        )}
        {label('category_id', labels.category, select('category_id', options.categories))}
        {label(
          'sub_category_id',
          labels.subCategory,
          select('sub_category_id', category?.sub_categories ?? []),
        )}
        {label('brand_id', labels.brand, select('brand_id', options.brands))}
        {area === 'admin' ? label('seller_id', labels.seller, select('seller_id', options.sellers)) : null}
        {label(
          'price',
          labels.price,
          <input {...field('price')} inputMode="decimal" className={controlClass} dir="ltr" />,
        )}
        {label(
          'before_discount',
          labels.beforeDiscount,
          <input {...field('before_discount')} inputMode="decimal" className={controlClass} dir="ltr" />,
        )}
        {label(
          'stock',
          labels.stock,
          <input {...field('stock')} inputMode="numeric" className={controlClass} dir="ltr" />,
        )}
        {label(
          'sku',
          labels.sku,
          <input {...field('sku')} placeholder={labels.skuHint} className={controlClass} dir="ltr" />,
        )}
        {label(
          'weight_grams',
          `${labels.weight} (${labels.grams})`,
          <input {...field('weight_grams')} inputMode="numeric" className={controlClass} dir="ltr" />,
        )}
        {label(
          'weight_unit',
          labels.weightUnit,
          <select {...field('weight_unit')} className={controlClass}>
            <option value="g">{labels.grams}</option>
            <option value="kg">{labels.kilograms}</option>
          </select>,
        )}
        {label(
          'badge_en',
          labels.badgeEn,
          <input {...field('badge_en')} className={controlClass} dir="ltr" />,
        )}
        {label(
          'badge_ar',
          labels.badgeAr,
          <input {...field('badge_ar')} className={controlClass} dir="rtl" lang="ar" />,
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        {area === 'admin' ? (
          <label className="flex items-center gap-2 font-semibold text-espresso-900 text-sm">
            <input
              type="checkbox"
              checked={featured}
              onChange={(event) => setFeatured(event.target.checked)}
              className="size-5 accent-espresso-900"
            />
            {labels.featured}
          </label>
        ) : null}
        <label className="flex items-center gap-2 font-semibold text-espresso-900 text-sm">
          <input
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            className="size-5 accent-espresso-900"
          />
          {labels.published}
        </label>
      </div>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? labels.saving : product ? labels.save : labels.create}
      </button>
    </form>
  );
}
