'use client';

import { useTranslations } from 'next-intl';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormField } from '@/components/ui/form/form-field';
import { moved } from '../kit/list-order';

/** A list row's buttons: at least 44 px square, for a finger on a tablet. */
export const smallButtonClass = `${secondaryButtonClass} h-11 min-w-11 px-3 text-sm`;

/**
 * Move up and move down for one row of an ordered list, named after the row ("Move Spring roast up") so a
 * screen reader and a voice command can tell them apart; `onOrder` gets every id in the new order.
 */
export function MoveButtons({
  ids,
  index,
  title,
  disabled,
  onOrder,
}: {
  ids: number[];
  index: number;
  title: string;
  disabled: boolean;
  onOrder: (ids: number[]) => void;
}) {
  const t = useTranslations('Admin.home');
  return (
    <>
      <button
        type="button"
        className={smallButtonClass}
        disabled={disabled || index === 0}
        aria-label={t('moveUp', { title })}
        onClick={() => onOrder(moved(ids, index, -1))}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={disabled || index === ids.length - 1}
        aria-label={t('moveDown', { title })}
        onClick={() => onOrder(moved(ids, index, 1))}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

/**
 * One text field of a form in both languages: an Arabic one is written right to left whatever the page's
 * direction, a link left to right; its problem shows under it.
 */
export function TextField({
  name,
  label,
  initial,
  error,
  hint,
  dir,
}: {
  name: string;
  label: string;
  initial: string;
  error: string | undefined;
  hint?: string;
  dir?: 'rtl' | 'ltr';
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          defaultValue={initial}
          dir={dir}
          lang={name.endsWith('_ar') ? 'ar' : name.endsWith('_en') ? 'en' : undefined}
          className={controlClass}
        />
      )}
    </FormField>
  );
}
