'use client';

import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';

type NavDropdownProps = { label: string; children: ReactNode };

/**
 * A navbar disclosure: a button (aria-expanded) that shows a panel of links rendered on the server. Closes on
 * Escape, a press outside, a chosen link, or focus moving elsewhere (Tab past the last link).
 */
export function NavDropdown({ label, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-0.5 whitespace-nowrap rounded-full px-2 py-2 font-semibold text-[0.8125rem] text-espresso-900 transition-colors hover:bg-latte-100 aria-expanded:bg-latte-100 aria-expanded:text-caramel-700 xl:gap-1 xl:px-2.5 xl:text-sm"
      >
        {label}
        <ChevronDownIcon
          className={`size-3.5 text-mocha-500 transition-transform xl:size-4 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-40 mt-2 min-w-60 rounded-2xl bg-white p-2 shadow-card-hover ring-1 ring-crema-200"
      >
        {children}
      </div>
    </div>
  );
}
