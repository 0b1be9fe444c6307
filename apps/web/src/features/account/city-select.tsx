'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, FormField } from './form-field';
import type { CitiesState } from './use-cities';

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
 * The city, among the chosen governorate's. The form's select exists only once the cities are in, so the
 * form can set the saved city on it (an address being edited); until then a disabled one says why.
 */
export function CitySelect({ cities, registration, error, labels, onRetry }: CitySelectProps) {
  const waiting =
    cities.status === 'idle'
      ? labels.chooseGovernorateFirst
      : cities.status === 'loading'
        ? labels.loadingCities
        : labels.citiesFailed;
  return (
    <FormField label={labels.city} error={error}>
      {(control) =>
        cities.status === 'ready' ? (
          <select {...control} {...registration} className={controlClass}>
            <option value="">{labels.chooseCity}</option>
            {cities.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        ) : (
          <div className="flex items-center gap-2">
            <select {...control} disabled aria-busy={cities.status === 'loading'} className={controlClass}>
              <option>{waiting}</option>
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
        )
      }
    </FormField>
  );
}
