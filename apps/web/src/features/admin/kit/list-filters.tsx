import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { Link } from '@/i18n/navigation';
import { formatTypedDay } from '@/lib/format/typed-date';

/** A picker of a list's filters, with an "any" first; or a day (`from`, `to`), typed day/month/year. */
export type FilterField =
  | { kind: 'select'; name: string; label: string; any: string; options: { value: string; label: string }[] }
  | { kind: 'date'; name: string; label: string }
  /** A text narrowing one thing (the audit log's actor); `hint` is its placeholder. */
  | { kind: 'text'; name: string; label: string; hint: string; maxLength: number };

export type ListFiltersSpec = {
  /** The search box (`q`) and what it takes; none without. */
  search?: string;
  fields?: FilterField[];
  /** The submit button's words; Search by default. */
  submit?: string;
  /** The form's name for screen readers; "Filter orders" by default. */
  label?: string;
  /**
   * `grid`: two columns, then Search and Clear filters. `wide`: four columns on a wide screen with a
   * double-width search box, left off a printout. `inline`: the pickers and the button in one row, no Clear.
   */
  layout?: 'grid' | 'wide' | 'inline';
};

type ListFiltersProps = ListFiltersSpec & {
  /** The list's own address: Clear filters leads there. */
  path: string;
  values: Record<string, string | undefined>;
  locale: Locale;
};

const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';
const LAYOUTS = {
  grid: {
    form: 'grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:grid-cols-2',
    label: labelClass,
    search: labelClass,
    buttons: 'flex flex-wrap items-end gap-3 sm:col-span-2',
  },
  wide: {
    form: 'grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:grid-cols-2 lg:grid-cols-4 print:hidden',
    label: labelClass,
    search: `${labelClass} sm:col-span-2`,
    buttons: 'flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4',
  },
  inline: {
    form: 'flex flex-wrap items-end gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200',
    label: 'flex min-w-56 flex-col gap-1 font-semibold text-espresso-900 text-sm',
    search: 'flex min-w-56 flex-col gap-1 font-semibold text-espresso-900 text-sm',
    buttons: undefined,
  },
} as const;

/**
 * A list's search box and pickers as a plain GET form: the filters live in the page's address (bookmarkable,
 * shareable, the back button works) and the form works before any JavaScript has loaded.
 */
export async function ListFilters({
  path,
  values,
  search,
  fields = [],
  submit,
  label,
  layout = 'grid',
  locale,
}: ListFiltersProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const classes = LAYOUTS[layout];
  const submitButton = (
    <button type="submit" className={primaryButtonClass}>
      {submit ?? t('search')}
    </button>
  );
  return (
    <form method="get" aria-label={label ?? t('filtersLabel')} className={classes.form}>
      {search === undefined ? null : (
        <label className={classes.search}>
          {t('search')}
          <input
            type="search"
            name="q"
            defaultValue={values.q}
            placeholder={search}
            className={controlClass}
            maxLength={100}
          />
        </label>
      )}
      {fields.map((field) =>
        field.kind === 'text' ? (
          <label key={field.name} className={classes.label}>
            {field.label}
            <input
              type="search"
              name={field.name}
              defaultValue={values[field.name]}
              placeholder={field.hint}
              className={controlClass}
              maxLength={field.maxLength}
            />
          </label>
        ) : field.kind === 'date' ? (
          <label key={field.name} className={classes.label}>
            {field.label}
            <input
              type="text"
              name={field.name}
              defaultValue={values[field.name] ? formatTypedDay(values[field.name]!, locale) : undefined}
              placeholder={t('dayFormat')}
              aria-describedby={`${field.name}-format`}
              autoComplete="off"
              maxLength={10}
              className={controlClass}
            />
            <span id={`${field.name}-format`} className="font-normal text-mocha-600 text-xs">
              {t('dayFormat')}
            </span>
          </label>
        ) : (
          <label key={field.name} className={classes.label}>
            {field.label}
            <select name={field.name} defaultValue={values[field.name] ?? ''} className={controlClass}>
              <option value="">{field.any}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
      {classes.buttons === undefined ? (
        submitButton
      ) : (
        <div className={classes.buttons}>
          {submitButton}
          <Link href={path} className={secondaryButtonClass}>
            {t('reset')}
          </Link>
        </div>
      )}
    </form>
  );
}
