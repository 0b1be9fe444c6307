import { clsx } from 'clsx';

type UserAvatarProps = {
  /** The photo's URL (`/media/…`, or a local preview), or null for the initial instead. */
  src: string | null;
  /** Whose photo it is: the initial comes from it. */
  name: string;
  /**
   * What the picture is, where it is the subject (the photo picker). Without it the avatar is decorative,
   * as beside a greeting that already says the name.
   */
  alt?: string;
  className?: string;
};

const discClass =
  'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-latte-100 font-bold text-mocha-700 ring-2 ring-white';

/** A round profile photo, or the first letter of the name on a latte disc when there is none. */
export function UserAvatar({ src, name, alt, className }: UserAvatarProps) {
  if (src) {
    return (
      <span aria-hidden={alt === undefined ? true : undefined} className={clsx(discClass, className)}>
        {/* A plain img: previews are blob: URLs, and the API already stores photos as 512 px WebP. */}
        {/* biome-ignore lint/performance/noImgElement: see above */}
        <img src={src} alt={alt ?? ''} className="size-full object-cover" />
      </span>
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  if (alt === undefined) {
    return (
      <span aria-hidden="true" className={clsx(discClass, className)}>
        {initial}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} className={clsx(discClass, className)}>
      {initial}
    </span>
  );
}
