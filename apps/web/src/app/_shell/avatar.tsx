import { fixedImageSources } from '@/lib/image-sizes';
import type { SessionUser } from '@/lib/session/session-store';

/** The shopper's photo, or their initial on a coloured disc when they have none. */
export function Avatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  if (user.avatar) {
    return (
      // biome-ignore lint/performance/noImgElement: optimized URLs without next/image's client component
      <img
        {...fixedImageSources(user.avatar, size)}
        alt=""
        width={size}
        height={size}
        decoding="async"
        className="shrink-0 rounded-full object-cover ring-1 ring-crema-200"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-caramel-500 font-bold text-espresso-950"
      style={{ width: size, height: size }}
    >
      {user.first_name.slice(0, 1).toUpperCase()}
    </span>
  );
}
