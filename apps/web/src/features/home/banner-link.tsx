import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { BannerHref } from './banner-href';

type BannerLinkProps = { to: BannerHref; className?: string; children: ReactNode };

/** A banner's call to action: a client-side link inside the store, a plain one to another site. */
export function BannerLink({ to, className, children }: BannerLinkProps) {
  if (to.external) {
    return (
      <a href={to.href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link href={to.href} className={className}>
      {children}
    </Link>
  );
}
