import { getLocale } from 'next-intl/server';
import { NotFoundMessage } from '../_shell/not-found-message';

/**
 * Shown, inside the site layout and with status 404, when a page calls notFound() (an unknown product…).
 * URLs that match no route at all get global-not-found.tsx instead.
 */
export default async function NotFound() {
  return <NotFoundMessage locale={await getLocale()} />;
}
