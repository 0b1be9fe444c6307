'use client';

import { CoffeeBeanIcon } from './icons';
import { useDelayedFlag } from './use-delayed-flag';

type LoadingOverlayProps = {
  /** What is loading, read by screen readers ("Loading…"). */
  label: string;
  /** Whether something is being waited for; defaults to true for use as a `loading.tsx` fallback. */
  active?: boolean;
};

/**
 * Full-screen veil with a spinning bean while a page waits. It appears only after the spec's 200 ms display
 * delay, so a fast answer never makes it flicker. Usable as `export default` body of a `loading.tsx`
 * (`<LoadingOverlay label={t('Layout.loading')} />`) or around a client-side wait (`active={pending}`).
 */
export function LoadingOverlay({ label, active = true }: LoadingOverlayProps) {
  const visible = useDelayedFlag(active);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-[60] grid place-items-center bg-cream-50/80 backdrop-blur-sm"
    >
      <span className="grid size-16 place-items-center rounded-full bg-espresso-900 text-caramel-300 shadow-card">
        <CoffeeBeanIcon className="size-9 motion-safe:animate-spin" />
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
