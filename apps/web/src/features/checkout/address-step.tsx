'use client';

import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { clsx } from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { AddressLines } from '@/components/ui/address-lines';
import { AddressRecipient } from '@/components/ui/address-recipient';
import { UserText } from '@/components/ui/user-text';
import type { CheckoutLabels } from './checkout-labels';
import type { NewAddressFormProps } from './new-address-form';
import { NewAddressSkeleton } from './new-address-skeleton';
import { StepError, StepSection } from './step-section';

/** The new address's form and its validation (react-hook-form, zod): fetched when first wanted. */
const loadNewAddressForm = () => import('./new-address-form');
const NewAddressForm = lazy(() =>
  loadNewAddressForm().then((module) => ({ default: module.NewAddressForm })),
);

/** A saved address by id, or the one being filled in here. */
export type AddressChoice = { kind: 'saved'; id: number } | { kind: 'new' };

type AddressStepProps = {
  addresses: Address[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  /** The new address's form, but for what the step gives it. */
  newAddress: Omit<NewAddressFormProps, 'locale' | 'governorates' | 'labels'>;
  governorates: Governorate[];
  locale: Locale;
  labels: CheckoutLabels;
  error: string | undefined;
};

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-crema-300 transition-shadow has-[:checked]:ring-2 has-[:checked]:ring-caramel-500 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-caramel-500';

/**
 * Where to deliver: the saved addresses (the primary one chosen first), or a new one filled in place. The
 * problem with this step ("You should select address or fill required data first") is said under it. The new
 * address's form loads the first time it is chosen (fetched as the pointer or focus reaches its option), with
 * a placeholder of its size meanwhile; once shown it stays mounted, hidden while a saved address is chosen, so
 * what was typed in it is kept.
 */
export function AddressStep({
  addresses,
  choice,
  onChoose,
  newAddress,
  governorates,
  locale,
  labels,
  error,
}: AddressStepProps) {
  const errorId = 'checkout-address-error';
  const [newOpened, setNewOpened] = useState(choice.kind === 'new');
  if (choice.kind === 'new' && !newOpened) setNewOpened(true);
  return (
    <StepSection id="checkout-address" number={1} title={labels.addressStep} locale={locale}>
      <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
        <legend className="sr-only">{labels.savedAddresses}</legend>
        {addresses.map((address) => (
          <label key={address.id} className={optionClass}>
            <input
              type="radio"
              name="checkout-address"
              checked={choice.kind === 'saved' && choice.id === address.id}
              onChange={() => onChoose({ kind: 'saved', id: address.id })}
              className="mt-1 size-5 shrink-0 accent-caramel-700"
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-base text-espresso-900">
                <UserText>{address.title}</UserText>
                {address.is_primary ? (
                  <span className="rounded-full bg-caramel-300/40 px-2 py-0.5 font-semibold text-espresso-900 text-xs">
                    {labels.primary}
                  </span>
                ) : null}
              </span>
              <AddressRecipient address={address} locale={locale} className="mt-1 block text-espresso-900" />
              <AddressLines address={address} locale={locale} lineClassName="mt-1 block text-mocha-600" />
            </span>
          </label>
        ))}
        <label className={optionClass} onPointerEnter={loadNewAddressForm} onFocus={loadNewAddressForm}>
          <input
            type="radio"
            name="checkout-address"
            checked={choice.kind === 'new'}
            onChange={() => onChoose({ kind: 'new' })}
            className="mt-1 size-5 shrink-0 accent-caramel-700"
          />
          <span className="font-semibold text-espresso-900">{labels.newAddress}</span>
        </label>
      </fieldset>
      {newOpened ? (
        <div
          className={clsx('mt-4 rounded-2xl bg-latte-100/50 p-4 sm:p-5', choice.kind !== 'new' && 'hidden')}
        >
          <Suspense fallback={<NewAddressSkeleton labels={labels} />}>
            <NewAddressForm {...newAddress} locale={locale} governorates={governorates} labels={labels} />
          </Suspense>
        </div>
      ) : null}
      <StepError id={errorId} message={error} />
    </StepSection>
  );
}
