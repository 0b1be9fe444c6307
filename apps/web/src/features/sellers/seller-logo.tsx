import { clsx } from 'clsx';
import { CoffeeBeanIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';

type SellerLogoProps = { src: string; size: number; priority?: boolean; className?: string };

/** A seller's round logo in a fixed box (no layout shift); a bean when the seller has none. Decorative. */
export function SellerLogo({ src, size, priority = false, className }: SellerLogoProps) {
  return (
    <span
      className={clsx('relative block shrink-0 overflow-hidden rounded-full bg-latte-100', className)}
      style={{ width: size, height: size }}
    >
      {src ? (
        <Image
          src={src}
          alt=""
          fill
          sizes={`${size}px`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="object-cover"
        />
      ) : (
        <span className="absolute inset-0 grid place-items-center text-crema-300">
          <CoffeeBeanIcon className="size-1/2" />
        </span>
      )}
    </span>
  );
}
