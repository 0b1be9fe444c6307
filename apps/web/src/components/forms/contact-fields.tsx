'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BoundProps, TextField } from './bound-fields';

type ContactFieldProps<Values extends FieldValues, Output> = Omit<BoundProps<Values, Output>, 'rules'> & {
  label: string;
  hint?: string;
  className?: string;
};

/** Someone's whole name: who receives an order, who to contact. */
export function NameField<Values extends FieldValues, Output>({
  maxLength,
  ...field
}: ContactFieldProps<Values, Output> & { maxLength: number }) {
  return <TextField {...field} autoComplete="name" maxLength={maxLength} />;
}

/** An email address: the email keyboard, no spelling fixes, left to right in Arabic too. */
export function EmailField<Values extends FieldValues, Output>(props: ContactFieldProps<Values, Output>) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      ltr
    />
  );
}

/**
 * An Egyptian mobile number, in any of its forms and digit scripts (the contract reads them all): the phone
 * keyboard, left to right in Arabic too. `tel-national` where the number is someone else's (a recipient).
 */
export function MobileField<Values extends FieldValues, Output>({
  autoComplete = 'tel',
  ...props
}: ContactFieldProps<Values, Output> & { autoComplete?: 'tel' | 'tel-national' }) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete={autoComplete} maxLength={32} ltr />;
}

/** The account holder's first and last names, side by side in the caller's grid. */
export function PersonNameFields<
  Values extends FieldValues & { first_name?: string; last_name?: string },
  Output,
>({
  control,
  labels,
}: Pick<BoundProps<Values, Output>, 'control'> & { labels: { firstName: string; lastName: string } }) {
  // NOTE: react-hook-form cannot resolve `FieldPath<Values>` for a generic `Values`; these two names are
  // in every `Values` this takes (the constraint above).
  const first = 'first_name' as FieldPath<Values>;
  const last = 'last_name' as FieldPath<Values>;
  return (
    <>
      <TextField
        control={control}
        name={first}
        label={labels.firstName}
        autoComplete="given-name"
        maxLength={60}
      />
      <TextField
        control={control}
        name={last}
        label={labels.lastName}
        autoComplete="family-name"
        maxLength={60}
      />
    </>
  );
}

/** Who receives an order at an address, and their mobile, side by side in the caller's grid. */
export function RecipientFields<
  Values extends FieldValues & { recipient_name?: string; mobile?: string },
  Output,
>({
  control,
  labels,
}: Pick<BoundProps<Values, Output>, 'control'> & {
  labels: { recipientName: string; mobile: string; mobileHint: string };
}) {
  // NOTE: as in PersonNameFields, the names are in every `Values` this takes.
  const recipient = 'recipient_name' as FieldPath<Values>;
  const mobile = 'mobile' as FieldPath<Values>;
  return (
    <>
      <NameField control={control} name={recipient} label={labels.recipientName} maxLength={100} />
      <MobileField
        control={control}
        name={mobile}
        label={labels.mobile}
        hint={labels.mobileHint}
        autoComplete="tel-national"
      />
    </>
  );
}
