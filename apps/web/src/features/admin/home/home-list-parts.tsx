'use client';

import { useTranslations } from 'next-intl';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { isolated } from '@/components/ui/user-text';
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
        aria-label={t('moveUp', { title: isolated(title) })}
        onClick={() => onOrder(moved(ids, index, -1))}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={disabled || index === ids.length - 1}
        aria-label={t('moveDown', { title: isolated(title) })}
        onClick={() => onOrder(moved(ids, index, 1))}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
