'use client';

import { clsx } from 'clsx';
import { type ChangeEvent, type FormEvent, type ReactNode, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { afterNextPaint } from '@/lib/after-next-paint';
import { getShopHref, parseShopParams } from '@/lib/shop-params';

type ShopFormProps = {
  /** The list's path: `/products` or `/offers`. */
  action: string;
  /** Accessible name of the form (it is a `search` landmark's part, so it should say what it changes). */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A GET form over the shop's URL state. Without JavaScript it submits natively (its fields are the URL's
 * query parameters). With it, the form navigates client-side to the canonical URL as soon as a checkbox,
 * radio or select changes, and on submit (Enter in a price field, the Apply button): no full reload, no
 * empty `price_min=` left in the URL, and the server renders the new page; it starts once the press's own
 * frame is drawn. Give it a `key` that changes with the URL state, so a new state (a removed chip,
 * back/forward) resets the fields.
 */
export function ShopForm({ action, label, className, children }: ShopFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const navigate = async (form: HTMLFormElement) => {
    // The tick or the choice is drawn first; reading the form, the router's work and the pending fade (which
    // repaints the whole form) come after that frame (decision 0059).
    await afterNextPaint();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') search.append(name, value);
    }
    const href = getShopHref(parseShopParams(search), action);
    startTransition(() => router.push(href, { scroll: false }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(event.currentTarget);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target as EventTarget;
    const choice =
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'));
    if (choice) void navigate(event.currentTarget);
  };

  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      aria-busy={pending}
      onSubmit={onSubmit}
      onChange={onChange}
      className={clsx('transition-opacity', pending && 'opacity-70', className)}
    >
      {children}
    </form>
  );
}
