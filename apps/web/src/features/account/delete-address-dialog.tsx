'use client';

import type { Address } from '@coffee/contracts/account';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { WithUserText } from '@/components/ui/user-text';
import { fillTemplate } from '@/lib/i18n/fill-template';

export type DeleteAddressLabels = {
  confirmDeleteTitle: string;
  /** `{title}` kept. */
  confirmDeleteText: string;
  confirmDelete: string;
  cancel: string;
};

type DeleteAddressDialogProps = {
  /** The address to delete; null keeps the dialog closed. */
  address: Address | null;
  labels: DeleteAddressLabels;
  /** Deletes it; resolves with a sentence when that failed, else null (the parent then closes the dialog). */
  onConfirm: (address: Address) => Promise<string | null>;
  onCancel: () => void;
  fallbackFocus: () => HTMLElement | null;
};

/** "Delete this address?" Focus starts on Cancel, the harmless choice. */
export function DeleteAddressDialog({
  address,
  labels,
  onConfirm,
  onCancel,
  fallbackFocus,
}: DeleteAddressDialogProps) {
  return (
    <ModalDialog
      open={address !== null}
      title={labels.confirmDeleteTitle}
      onClose={onCancel}
      fallbackFocus={fallbackFocus}
      size="confirm"
    >
      {address ? (
        <Confirmation
          key={address.id}
          address={address}
          labels={labels}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </ModalDialog>
  );
}

function Confirmation({
  address,
  labels,
  onConfirm,
  onCancel,
}: Pick<DeleteAddressDialogProps, 'labels' | 'onConfirm' | 'onCancel'> & { address: Address }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    const failure = await onConfirm(address);
    setError(failure);
    setPending(false);
  }

  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={error ?? undefined} />
      <p className="text-mocha-700">
        <WithUserText
          sentence={(slot) => fillTemplate(labels.confirmDeleteText, { title: slot })}
          text={address.title}
        />
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {labels.cancel}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          aria-busy={pending}
          className="inline-flex h-12 items-center justify-center rounded-full bg-cherry-700 px-6 font-semibold text-cream-50 transition-colors hover:bg-cherry-700/90 disabled:cursor-progress disabled:opacity-70"
        >
          {labels.confirmDelete}
        </button>
      </div>
    </div>
  );
}
