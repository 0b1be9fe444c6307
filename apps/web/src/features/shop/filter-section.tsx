import type { ReactNode } from 'react';

/** One foldable section of the filter panel (Brand, Price…), open at first. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group/section py-1">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-espresso-900 [&::-webkit-details-marker]:hidden">
        {title}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-4 text-mocha-500 transition-transform group-open/section:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}
