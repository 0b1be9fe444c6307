'use client';

import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { controlClass } from '@/components/ui/form/control-class';
import { formatNumber } from '@/lib/format/number';

export type ChecklistOption = { id: number; name: string };

const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u0652\u0640]/g, '');

/**
 * Choose any of a list by ticking, with a box that narrows the list as one types (names in either language,
 * Arabic diacritics and tatweel ignored): what the back office gives instead of Ctrl-click multi-selects and
 * typed ids. The chosen stay listed first whatever the search. Holds the chosen ids as text (`chosenIds`).
 */
export function SearchableChecklist<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  searchLabel,
  chosenLabel,
  locale,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  options: ChecklistOption[];
  /** The search box's name ("Search categories"). */
  searchLabel: string;
  /** "{count} chosen", counted in the page's digits. */
  chosenLabel: (count: number, formatted: string) => string;
  locale: Locale;
}) {
  const { field } = useController({ control, name });
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const [query, setQuery] = useState('');
  const id = useId();
  const wanted = fold(query.trim());
  const shown = options
    .filter((option) => chosen.has(String(option.id)) || wanted === '' || fold(option.name).includes(wanted))
    .sort((a, b) => Number(chosen.has(String(b.id))) - Number(chosen.has(String(a.id))));
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => String(option.id)).filter((option) => next.has(option)));
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-espresso-900 text-sm">{label}</legend>
      <input
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={controlClass}
        aria-controls={`${id}-list`}
      />
      <p className="text-mocha-600 text-xs" aria-live="polite">
        {chosenLabel(chosen.size, formatNumber(chosen.size, locale, 0))}
      </p>
      <ul
        id={`${id}-list`}
        className="flex max-h-44 flex-col gap-1 overflow-y-auto rounded-md border border-crema-200 p-2"
      >
        {shown.map((option) => (
          <li key={option.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(String(option.id))}
                onChange={(event) => toggle(String(option.id), event.target.checked)}
                onBlur={field.onBlur}
              />
              <bdi>{option.name}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
