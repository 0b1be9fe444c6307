import type { SocialNetwork } from './external-links';

/**
 * A network's mark in the current colour: its shape is a static file in public/social-marks/ used as a mask
 * (`mark-mask`), so it follows the link's colour on hover without inline SVG, which the page would carry
 * twice (HTML and React's flight data).
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `mark-mask ${className}` : 'mark-mask'}
      style={{ maskImage: `url(/social-marks/${network}.svg)` }}
    />
  );
}
