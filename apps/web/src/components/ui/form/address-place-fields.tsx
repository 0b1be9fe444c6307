'use client';

import type { Governorate } from '@coffee/contracts/locations';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CitiesState } from '@/lib/locations/use-cities';
import { CitySelect, type CitySelectLabels } from './city-select';
import { controlClass, textAreaClass } from './control-class';
import { FormField } from './form-field';

export type AddressPlaceLabels = CitySelectLabels & {
  governorate: string;
  chooseGovernorate: string;
  area: string;
  street: string;
  details: string;
  detailsHint: string;
  optional: string;
};

type PlaceField = 'governorate_id' | 'city_id' | 'area' | 'street' | 'details';

type AddressPlaceFieldsProps = {
  governorates: Governorate[];
  cities: CitiesState;
  onRetryCities: () => void;
  /** Each field's react-hook-form registration (the governorate's clears the city when it changes). */
  fields: Record<'governorate_id' | 'area' | 'street', UseFormRegisterReturn> & {
    city_id: UseFormRegisterReturn<'city_id'>;
  };
  errors: Partial<Record<Exclude<PlaceField, 'details'>, string>>;
  labels: AddressPlaceLabels;
  /** The street across both columns of the caller's grid (when it would stand alone in its row). */
  wideStreet?: boolean;
};

/**
 * Where an address is, as the address book and the checkout both ask it: governorate, then its cities, area
 * and street (inside the caller's grid), and the details below.
 */
export function AddressPlaceFields({
  governorates,
  cities,
  onRetryCities,
  fields,
  errors,
  labels,
  wideStreet = false,
}: AddressPlaceFieldsProps) {
  return (
    <>
      <FormField label={labels.governorate} error={errors.governorate_id}>
        {(control) => (
          <select {...control} {...fields.governorate_id} className={controlClass}>
            <option value="">{labels.chooseGovernorate}</option>
            {governorates.map((governorate) => (
              <option key={governorate.id} value={governorate.id}>
                {governorate.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <CitySelect
        cities={cities}
        registration={fields.city_id}
        error={errors.city_id}
        labels={labels}
        onRetry={onRetryCities}
      />
      <FormField
        label={labels.area}
        labelNote={labels.optional}
        registration={fields.area}
        error={errors.area}
        maxLength={100}
      />
      <FormField
        label={labels.street}
        registration={fields.street}
        error={errors.street}
        autoComplete="address-line1"
        maxLength={200}
        className={wideStreet ? 'sm:col-span-2' : undefined}
      />
    </>
  );
}

/** The address's details (building, floor, a landmark), under the place fields. */
export function AddressDetailsField({
  registration,
  error,
  labels,
  rows = 3,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  labels: AddressPlaceLabels;
  rows?: number;
}) {
  return (
    <FormField label={labels.details} labelNote={labels.optional} hint={labels.detailsHint} error={error}>
      {(control) => (
        <textarea {...control} {...registration} rows={rows} maxLength={500} className={textAreaClass} />
      )}
    </FormField>
  );
}
