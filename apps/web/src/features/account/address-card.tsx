'use client';

import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { AddressLines } from '@/components/ui/address-lines';
import { AddressRecipient } from '@/components/ui/address-recipient';
import { isolated, UserText } from '@/components/ui/user-text';
import { fillTemplate } from '@/lib/i18n/fill-template';

export type AddressCardLabels = {
  primary: string;
  edit: string;
  delete: string;
  setPrimary: string;
  /** The same actions named with the address's title for screen readers ("Edit {title}"), `{title}` kept. */
  editNamed: string;
  deleteNamed: string;
  setPrimaryNamed: string;
};

type AddressCardProps = {
  address: Address;
  locale: Locale;
  labels: AddressCardLabels;
  /** Another change is being saved: the card's actions wait. */
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetPrimary: (address: Address) => void;
};

const actionClass =
  'inline-flex h-9 items-center rounded-full px-4 font-semibold text-sm transition-colors disabled:cursor-progress disabled:opacity-60';

/**
 * One address of the book: its title, a "Primary" badge on the primary one, who receives it and their mobile,
 * its lines and its actions.
 */
export function AddressCard({
  address,
  locale,
  labels,
  busy,
  onEdit,
  onDelete,
  onSetPrimary,
}: AddressCardProps) {
  const named = (template: string) => fillTemplate(template, { title: isolated(address.title) });
  return (
    <article
      aria-labelledby={`address-${address.id}`}
      className={clsx(
        'flex h-full flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-2',
        address.is_primary ? 'ring-caramel-500' : 'ring-transparent',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`address-${address.id}`} className="min-w-0 break-words font-bold text-espresso-900 text-lg">
          <UserText>{address.title}</UserText>
        </h2>
        {address.is_primary ? (
          <span className="shrink-0 rounded-full bg-caramel-500 px-3 py-1 font-semibold text-espresso-950 text-xs">
            {labels.primary}
          </span>
        ) : null}
      </div>
      <address className="flex flex-1 flex-col gap-0.5 text-mocha-700 text-sm not-italic">
        <AddressRecipient
          address={address}
          locale={locale}
          className="break-words font-semibold text-espresso-900"
        />
        <AddressLines address={address} locale={locale} lineClassName="break-words" />
      </address>
      <div className="flex flex-wrap gap-2 border-crema-200 border-t pt-4">
        <button
          type="button"
          disabled={busy}
          onClick={() => onEdit(address)}
          aria-label={named(labels.editNamed)}
          className={`${actionClass} bg-latte-100 text-espresso-900 hover:bg-crema-200`}
        >
          {labels.edit}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onDelete(address)}
          aria-label={named(labels.deleteNamed)}
          className={`${actionClass} text-cherry-700 hover:bg-cherry-700/10`}
        >
          {labels.delete}
        </button>
        {address.is_primary ? null : (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSetPrimary(address)}
            aria-label={named(labels.setPrimaryNamed)}
            className={`${actionClass} ms-auto text-caramel-700 ring-1 ring-crema-300 hover:bg-latte-100`}
          >
            {labels.setPrimary}
          </button>
        )}
      </div>
    </article>
  );
}
