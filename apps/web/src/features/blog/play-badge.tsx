/** The round play mark over a video's poster (media controls are not mirrored in Arabic). Decorative. */
export function PlayBadge() {
  return (
    <span aria-hidden className="absolute inset-0 grid place-items-center">
      <span className="grid size-16 place-items-center rounded-full bg-espresso-900/80 text-cream-50 ring-4 ring-white/40">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="ms-1 size-7"
          fill="currentColor"
        >
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
    </span>
  );
}
