'use client';

import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

type NavDropdownProps = { label: string; children: ReactNode };

/**
 * A navbar disclosure: a button (aria-expanded) that shows a panel of links, drawn when it opens (nothing of
 * it in the page's HTML). Closes on Escape, a press outside, a chosen link, or focus moving elsewhere (Tab
 * past the last link).
 */
export function NavDropdown({ label, children }: NavDropdownProps) {
  const { open, rootRef, buttonProps, panelProps } = useDisclosure();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className="inline-flex items-center gap-0.5 whitespace-nowrap rounded-full px-2 py-2 font-semibold text-[0.8125rem] text-espresso-900 transition-colors hover:bg-latte-100 aria-expanded:bg-latte-100 aria-expanded:text-caramel-700 xl:gap-1 xl:px-2.5 xl:text-sm"
      >
        {label}
        <ChevronDownIcon
          className={`size-3.5 text-mocha-500 transition-transform xl:size-4 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div {...panelProps} className="nav-menu-panel">
        {open ? children : null}
      </div>
    </div>
  );
}
