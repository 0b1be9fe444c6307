import { clsx } from 'clsx';

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
 * both use it. Two rows of stars drawn by the stylesheet (`star-row`: a product grid draws many, and an
 * inline SVG would be in the page twice, HTML and flight data): the filled one is clipped from the start
 * side, so in Arabic the stars fill from the right.
 */
export function RatingStars({ value, label, className }: RatingStarsProps) {
  const percent = Math.round(Math.min(100, Math.max(0, (value / 5) * 100)) * 10) / 10;
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={clsx('relative inline-flex leading-none', className)}
    >
      <span className="star-row text-crema-300" />
      <span className="rating-fill" style={{ width: `${percent}%` }}>
        <span className="star-row text-caramel-500" />
      </span>
    </span>
  );
}
