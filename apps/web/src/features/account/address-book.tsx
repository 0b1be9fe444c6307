'use client';

import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { useCallback, useRef, useState } from 'react';
import { AddressBookIllustration } from '@/components/ui/address-book-illustration';
import { EmptyState } from '@/components/ui/empty-state';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { showToast } from '@/components/ui/toaster';
import { isolated } from '@/components/ui/user-text';
import { callBff } from '@/lib/bff/call-bff';
import { deleteAddress, listAddresses, makeAddressPrimary } from '@/lib/bff/calls/account';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { AddressCard, type AddressCardLabels } from './address-card';
import { AddressForm, type AddressFormLabels } from './address-form';
import { DeleteAddressDialog, type DeleteAddressLabels } from './delete-address-dialog';

export type AddressBookLabels = AddressCardLabels &
  AddressFormLabels &
  DeleteAddressLabels & {
    add: string;
    addTitle: string;
    editTitle: string;
    added: string;
    updated: string;
    deleted: string;
    /** `{title}` kept. */
    primaryChanged: string;
    emptyTitle: string;
    emptyText: string;
  };

type AddressBookProps = {
  locale: Locale;
  initialAddresses: Address[];
  governorates: Governorate[];
  labels: AddressBookLabels;
  validationMessages: ValidationMessages;
};

type Editing = { address: Address | null } | null;

const addButtonClass =
  'inline-flex h-11 items-center gap-2 rounded-full bg-espresso-900 px-6 font-semibold text-cream-50 text-sm shadow-card transition-colors hover:bg-mocha-700 focus-visible:outline-offset-4';

/**
 * The address book: cards, the add/edit form in a modal dialog, delete after a confirmation, "set as primary".
 * Exactly one primary is the API's rule, so after every change the list is read again rather than guessed.
 */
export function AddressBook({
  locale,
  initialAddresses,
  governorates,
  labels,
  validationMessages,
}: AddressBookProps) {
  const [addresses, setAddresses] = useState(initialAddresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useCallback(() => addButton.current, []);

  async function reload() {
    const result = await callBff(listAddresses, { locale });
    if (result.ok) setAddresses(result.data);
  }

  async function saved() {
    const message = editing?.address ? labels.updated : labels.added;
    await reload();
    setEditing(null);
    await showToast('success', message);
  }

  async function remove(address: Address): Promise<string | null> {
    const result = await callBff(deleteAddress, { locale, params: { id: address.id } });
    if (!result.ok) return result.error.message || labels.networkError;
    // The API answers with the book as it now is (the primary may have passed to another address).
    setAddresses(result.data);
    setDeleting(null);
    await showToast('success', labels.deleted);
    return null;
  }

  async function makePrimary(address: Address) {
    setBusy(true);
    const result = await callBff(makeAddressPrimary, { locale, params: { id: address.id } });
    await reload();
    setBusy(false);
    if (result.ok)
      await showToast('success', fillTemplate(labels.primaryChanged, { title: isolated(address.title) }));
    else await showToast('error', result.error.message || labels.networkError);
  }

  const add = (
    <button
      ref={addButton}
      type="button"
      onClick={() => setEditing({ address: null })}
      className={addButtonClass}
    >
      <span aria-hidden="true" className="text-lg leading-none">
        +
      </span>
      {labels.add}
    </button>
  );

  return (
    <>
      {addresses.length === 0 ? (
        <EmptyState
          illustration={<AddressBookIllustration />}
          title={labels.emptyTitle}
          description={labels.emptyText}
          action={add}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <div>{add}</div>
          <ul className="grid gap-5 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  locale={locale}
                  labels={labels}
                  busy={busy}
                  onEdit={(chosen) => setEditing({ address: chosen })}
                  onDelete={setDeleting}
                  onSetPrimary={makePrimary}
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      <ModalDialog
        open={editing !== null}
        title={editing?.address ? labels.editTitle : labels.addTitle}
        onClose={() => setEditing(null)}
        fallbackFocus={focusAddButton}
      >
        {editing ? (
          <AddressForm
            key={editing.address?.id ?? 'new'}
            locale={locale}
            address={editing.address}
            firstOfBook={addresses.length === 0}
            governorates={governorates}
            labels={labels}
            validationMessages={validationMessages}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </ModalDialog>

      <DeleteAddressDialog
        address={deleting}
        labels={labels}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
        fallbackFocus={focusAddButton}
      />
    </>
  );
}
