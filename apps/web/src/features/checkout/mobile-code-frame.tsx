import type { ReactNode } from 'react';

/**
 * The mobile-code panel's frame: what it is for and the number. Alone (no children), it holds the panel's
 * place, with its first button's, while the panel loads (mobile-code-panel.tsx is fetched on first use).
 */
export function MobileCodeFrame({
  title,
  mobile,
  children,
}: {
  title: string;
  /** E.164, as the API named it. */
  mobile: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-2xl bg-latte-100/60 p-4"
      data-testid="mobile-code-panel"
      aria-busy={children ? undefined : true}
    >
      <p className="font-semibold text-espresso-900">{title}</p>
      <p className="text-mocha-600 text-sm">
        <bdi dir="ltr">{mobile}</bdi>
      </p>
      {children ?? <span className="h-12 w-40 rounded-full bg-espresso-900/20" />}
    </div>
  );
}
