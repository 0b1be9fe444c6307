import { clsx } from 'clsx';

/** One star drawn from its top point; five of them, 24 units apart, make a single path. */
const STAR = 'l2.78 5.63 6.22.9-4.5 4.39 1.06 6.2-5.56-2.92-5.56 2.92 1.06-6.2-4.5-4.39 6.22-.9z';
const FIVE_STARS = [0, 1, 2, 3, 4].map((index) => `M${12 + 24 * index} 2.75${STAR}`).join('');

function Stars({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      focusable="false"
      className={clsx('block h-[1em] w-[5em] max-w-none shrink-0', className)}
    >
      <path d={FIVE_STARS} fill="currentColor" />
    </svg>
  );
}

type RatingStarsProps = {
  /** Average rating, 0 to 5; fractions fill part of a star. */
  value: number;
  /**
   * What a screen reader says instead of the stars, e.g. "Rated 4.3 out of 5". Without it the stars are
   * decorative (hidden from screen readers), for places whose text already says it ("4 stars & up").
   */
  label?: string;
  /** Sets the star size through `font-size` (`text-sm`, `text-lg`…). */
  className?: string;
};

/**
 * Five stars filled to the rating, read aloud as one phrase. Presentational, so server and client trees can
 * both use it. Two single-path SVGs (a product grid draws many): the filled one is clipped from the start
 * side, so in Arabic the stars fill from the right.
 */
export function RatingStars({ value, label, className }: RatingStarsProps) {
  const percent = Math.min(100, Math.max(0, (value / 5) * 100));
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={clsx('relative inline-flex leading-none', className)}
    >
      <Stars className="text-crema-300" />
      <span className="absolute inset-y-0 start-0 flex overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars className="text-caramel-500" />
      </span>
    </span>
  );
}
