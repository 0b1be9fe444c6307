'use client';

import type { Ref } from 'react';
import { controlClass } from '@/components/ui/form/control-class';
import { FormField } from '@/components/ui/form/form-field';
import type { CitiesState } from '@/lib/locations/use-cities';

export type CitySelectLabels = {
  city: string;
  chooseCity: string;
  chooseGovernorateFirst: string;
  loadingCities: string;
  citiesFailed: string;
  retry: string;
};

type CitySelectProps = {
  cities: CitiesState;
  /** The chosen city's id (none: the empty option), as the form holds it. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  onBlur: () => void;
  selectRef: Ref<HTMLSelectElement>;
  name: string;
  error: string | undefined;
  labels: CitySelectLabels;
  onRetry: () => void;
};

/**
 * The city, among the chosen governorate's. The select stays the same element throughout (the form keeps a
 * reference to it) and shows the form's value, so a saved city appears once its option has arrived; until
 * the cities are in it is disabled and its one option says why.
 */
export function CitySelect({
  cities,
  value,
  onChange,
  onBlur,
  selectRef,
  name,
  error,
  labels,
  onRetry,
}: CitySelectProps) {
  const ready = cities.status === 'ready';
  const waiting =
    cities.status === 'idle'
      ? labels.chooseGovernorateFirst
      : cities.status === 'loading'
        ? labels.loadingCities
        : labels.citiesFailed;
  return (
    <FormField label={labels.city} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <select
            {...control}
            ref={selectRef}
            name={name}
            value={ready ? (value ?? '') : ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
            onBlur={onBlur}
            disabled={!ready}
            aria-busy={cities.status === 'loading'}
            className={controlClass}
          >
            <option value="">{ready ? labels.chooseCity : waiting}</option>
            {ready
              ? cities.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))
              : null}
          </select>
          {cities.status === 'error' ? (
            <button
              type="button"
              onClick={onRetry}
              className="shrink-0 font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
            >
              {labels.retry}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
