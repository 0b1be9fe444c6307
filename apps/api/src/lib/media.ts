/** Media paths are stored relative (`/media/…`); a CDN base, when configured, is prefixed at the edge. */
export type MediaUrl = (path: string) => string;

export const createMediaUrl =
  (base: string): MediaUrl =>
  (path) =>
    path && base ? `${base}${path}` : path;
