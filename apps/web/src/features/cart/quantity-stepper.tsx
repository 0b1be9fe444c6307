'use client';

import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { formatNumber } from '@/lib/format/number';
import { MinusIcon, PlusIcon } from './cart-icons';
import { canDecrease, canIncrease } from './cart-rules';

type QuantityStepperProps = {
  quantity: number;
  stock: number;
  locale: Locale;
  labels: { increase: string; decrease: string; group: string };
  onChange: (quantity: number) => void;
  disabled?: boolean;
  size?: 'small' | 'large';
  className?: string;
};

const buttonClass =
  'grid shrink-0 place-items-center rounded-full bg-white text-espresso-900 ring-1 ring-crema-300 transition-colors hover:bg-latte-100 disabled:cursor-wait disabled:opacity-60';

/**
 * − quantity +. The increase button is hidden at stock and the decrease button at 0 (spec §4); a hidden
 * button keeps its room so the number does not jump. Each size is exactly as tall as the "Add to cart" it
 * replaces (40 px on a card, 48 px on the product page), so the page below does not move when it appears
 * (decision 0059).
 */
export function QuantityStepper({
  quantity,
  stock,
  locale,
  labels,
  onChange,
  disabled = false,
  size = 'small',
  className,
}: QuantityStepperProps) {
  const large = size === 'large';
  const buttonSize = large ? 'size-11' : 'size-8';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a number, not a form fieldset.
    <div
      role="group"
      aria-label={labels.group}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-latte-100',
        large ? 'p-0.5' : 'p-1',
        className,
      )}
    >
      <button
        type="button"
        aria-label={labels.decrease}
        disabled={disabled}
        onClick={() => onChange(quantity - 1)}
        className={clsx(buttonClass, buttonSize, !canDecrease(quantity) && 'invisible')}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={clsx(
          'min-w-8 text-center font-bold text-espresso-900 tabular-nums',
          large ? 'text-lg' : 'text-sm',
        )}
      >
        {formatNumber(quantity, locale, 0)}
      </output>
      <button
        type="button"
        aria-label={labels.increase}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
        className={clsx(buttonClass, buttonSize, !canIncrease(quantity, stock) && 'invisible')}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
