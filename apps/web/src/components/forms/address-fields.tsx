'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { type Control, type FieldValues, useController, useWatch } from 'react-hook-form';
import { controlClass } from '@/components/ui/form/control-class';
import { FormField } from '@/components/ui/form/form-field';
import { toOptionalId } from '@/lib/forms/optional-id';
import { useCities } from '@/lib/locations/use-cities';
import { TextAreaField, TextField } from './bound-fields';
import { CitySelect, type CitySelectLabels } from './city-select';
import { useFieldError } from './use-field-error';

/** Where a place is, as every form that asks it holds it: nothing chosen until the person chooses. */
type PlaceValues = { governorate_id?: number; city_id?: number };
type AddressValues = PlaceValues & { title?: string; area?: string; street?: string; details?: string };

export type GovernorateCityLabels = CitySelectLabels & { governorate: string; chooseGovernorate: string };

export type AddressPlaceLabels = GovernorateCityLabels & {
  area: string;
  street: string;
  details: string;
  detailsHint: string;
  optional: string;
};

type PlaceProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  locale: Locale;
  /** The 27 governorates, in the page's language and alphabetical order. */
  governorates: Governorate[];
};

/**
 * A governorate, then one of its cities (loaded in the page's language once the governorate is chosen).
 * Choosing another governorate clears the city: a city of the old one would be refused.
 */
export function GovernorateCityFields<Values extends FieldValues & PlaceValues, Output>({
  control,
  locale,
  governorates,
  labels,
}: PlaceProps<Values, Output> & { labels: GovernorateCityLabels }) {
  // NOTE: react-hook-form cannot resolve `FieldPath<Values>` for a generic `Values`; every form this takes
  // holds these two fields under these names (the constraint above), so it is read as a form of them alone.
  const place = control as unknown as Control<PlaceValues>;
  const governorateId = useWatch({ control: place, name: 'governorate_id' });
  const { field: city } = useController({ control: place, name: 'city_id' });
  const { state: cities, retry } = useCities(governorateId, locale);
  const governorateError = useFieldError(place, 'governorate_id');
  const cityError = useFieldError(place, 'city_id');
  return (
    <>
      <FormField label={labels.governorate} error={governorateError}>
        {(ids) => (
          <select
            {...ids}
            {...place.register('governorate_id', {
              setValueAs: toOptionalId,
              onChange: () => city.onChange(undefined),
            })}
            className={controlClass}
          >
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
        value={city.value}
        onChange={city.onChange}
        onBlur={city.onBlur}
        selectRef={city.ref}
        name={city.name}
        error={cityError}
        labels={labels}
        onRetry={retry}
      />
    </>
  );
}

/**
 * Where an address is, as the address book and the checkout both ask it: governorate, then its cities, area
 * and street, inside the caller's grid.
 */
export function AddressPlaceFields<Values extends FieldValues & AddressValues, Output>({
  labels,
  wideStreet = false,
  ...place
}: PlaceProps<Values, Output> & {
  labels: AddressPlaceLabels;
  /** The street across both columns of the caller's grid (when it would stand alone in its row). */
  wideStreet?: boolean;
}) {
  const address = place.control as unknown as Control<AddressValues>;
  return (
    <>
      <GovernorateCityFields {...place} labels={labels} />
      <TextField
        control={address}
        name="area"
        label={labels.area}
        labelNote={labels.optional}
        maxLength={100}
      />
      <TextField
        control={address}
        name="street"
        label={labels.street}
        autoComplete="address-line1"
        maxLength={200}
        className={wideStreet ? 'sm:col-span-2' : undefined}
      />
    </>
  );
}

/** The address's details (building, floor, a landmark), under the place fields. */
export function AddressDetailsField<Values extends FieldValues & AddressValues, Output>({
  control,
  labels,
  rows = 3,
}: {
  control: Control<Values, unknown, Output>;
  labels: AddressPlaceLabels;
  rows?: number;
}) {
  return (
    <TextAreaField
      control={control as unknown as Control<AddressValues>}
      name="details"
      label={labels.details}
      labelNote={labels.optional}
      hint={labels.detailsHint}
      rows={rows}
      maxLength={500}
    />
  );
}

/** What the person calls the address ("Home", "Work"), to tell their addresses apart. */
export function AddressTitleField<Values extends FieldValues & AddressValues, Output>({
  control,
  labels,
}: {
  control: Control<Values, unknown, Output>;
  labels: { addressTitle: string; addressTitleHint: string };
}) {
  return (
    <TextField
      control={control as unknown as Control<AddressValues>}
      name="title"
      label={labels.addressTitle}
      hint={labels.addressTitleHint}
      maxLength={60}
    />
  );
}
