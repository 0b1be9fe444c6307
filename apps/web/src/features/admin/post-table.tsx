import type { AdminPostListItem } from '@coffee/contracts/backoffice-content';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatDateTime } from '@/lib/format/date-time';
import { getAdminPostPath } from '@/lib/routes';

const cellClass = 'px-3 py-3 text-start align-top';

/** Posts as a table: title in the page's language (the link), kind, slug, draft or published since. */
export async function PostTable({ posts, locale }: { posts: AdminPostListItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('postsCaption')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(['colTitle', 'colKind', 'colSlug', 'colStatus'] as const).map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link
                  href={getAdminPostPath(post.id)}
                  className="text-caramel-700 underline-offset-4 hover:underline"
                >
                  {locale === 'ar' ? post.title_ar : post.title_en}
                </Link>
              </th>
              <td className={cellClass}>{t(`kinds.${post.kind}`)}</td>
              <td className={cellClass} dir="ltr">
                {post.slug}
              </td>
              <td className={cellClass}>
                {post.published_at
                  ? t('publishedSince', { date: formatDateTime(post.published_at, locale) })
                  : t('draft')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
