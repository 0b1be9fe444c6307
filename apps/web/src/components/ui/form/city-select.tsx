'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CitiesState } from '@/lib/locations/use-cities';
import { controlClass } from './control-class';
import { FormField } from './form-field';

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
  registration: UseFormRegisterReturn<'city_id'>;
  error: string | undefined;
  labels: CitySelectLabels;
  onRetry: () => void;
};

/**
 * The city, among the chosen governorate's. The select stays the same element throughout (the form keeps a
 * reference to it); until the cities are in it is disabled and its one option says why.
 */
export function CitySelect({ cities, registration, error, labels, onRetry }: CitySelectProps) {
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
            {...registration}
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
