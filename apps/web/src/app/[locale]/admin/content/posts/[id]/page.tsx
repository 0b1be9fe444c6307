import type { Locale } from '@coffee/contracts/common';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PostForm } from '@/features/admin/content/post-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listBackofficeProducts } from '@/lib/api/backoffice';
import { getAdminPost } from '@/lib/api/backoffice-content';
import { adminPaths, getAdminPostPath } from '@/lib/backoffice-routes';
import { getBlogPostPath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

/** The names of these products by id (each found by its id, as the products list searches). */
async function getProductNames(ids: number[], locale: Locale): Promise<Record<string, string>> {
  const pages = await Promise.all(
    ids.map((productId) => listBackofficeProducts('admin', { q: String(productId), page: 1 }, locale)),
  );
  return Object.fromEntries(
    pages
      .flatMap((page) => page.data)
      .filter((product) => ids.includes(product.id))
      .map((p) => [p.id, p.name]),
  );
}

const readId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const number = readId(id);
  if (!hasLocale(routing.locales, locale) || number === null) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('editPost'), path: getAdminPostPath(number), noIndex: true });
}

/** One post to edit, publish or take back, with its cover; a published one links to its storefront page. */
export default async function EditPostPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const number = readId(id);
  if (number === null) notFound();
  const [post, t] = await Promise.all([
    getAdminPost(number, locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
  ]);
  if (!post) notFound();
  const productNames = await getProductNames(post.product_ids, locale);
  return (
    <DetailFrame
      back={{ href: adminPaths.content, label: t('back') }}
      title={locale === 'ar' ? post.title_ar : post.title_en}
    >
      {post.published ? (
        <Link
          href={getBlogPostPath({ id: post.id, type: post.kind })}
          className="self-start font-semibold text-caramel-700 underline-offset-4 hover:underline"
        >
          {t('viewInStore')}
        </Link>
      ) : (
        <p className="text-mocha-600">{t('draftHint')}</p>
      )}
      <PostForm post={post} productNames={productNames} locale={locale} />
    </DetailFrame>
  );
}
