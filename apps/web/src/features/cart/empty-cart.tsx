import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

/** An empty shopping bag with a coffee bean dropping in: the empty cart, drawn inline (never broken). */
function EmptyBagIllustration() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-32 w-40 sm:h-36 sm:w-44">
      <ellipse cx="100" cy="144" rx="70" ry="8" className="fill-crema-200" />
      <path
        d="M52 58h96l-8 80H60z"
        className="fill-white stroke-mocha-400"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M78 70V48a22 22 0 0 1 44 0v22"
        fill="none"
        className="stroke-mocha-400"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M70 104h60"
        className="stroke-crema-300"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <g transform="rotate(30 152 30)">
        <ellipse cx="152" cy="30" rx="9" ry="13" className="fill-caramel-500" />
        <path
          d="M149 19q6 11 0 22"
          fill="none"
          className="stroke-cream-50"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

type EmptyCartProps = { title: string; description: string; action: ReactNode; className?: string };

/** The cart page when the cart holds nothing: the illustration, the spec's empty message, a way on. */
export function EmptyCart({ title, description, action, className }: EmptyCartProps) {
  return (
    <EmptyState
      illustration={<EmptyBagIllustration />}
      title={title}
      description={description}
      action={action}
      className={className}
    />
  );
}
