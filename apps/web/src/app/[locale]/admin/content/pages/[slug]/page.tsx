import { PageSlug } from '@coffee/contracts/blog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageForm } from '@/features/admin/content/page-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listAdminPages } from '@/lib/api/backoffice-content';
import { adminPaths, getAdminPagePath } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale) || !PageSlug.safeParse(slug).success) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('editPage'), path: getAdminPagePath(slug), noIndex: true });
}

/** A static page (about, privacy, terms) to edit in both languages; pages are never deleted. */
export default async function EditStaticPage({ params }: PageProps) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const parsed = PageSlug.safeParse(slug);
  if (!parsed.success) notFound();
  const [pages, t] = await Promise.all([
    listAdminPages(locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
  ]);
  const page = pages.find((row) => row.slug === parsed.data);
  if (!page) notFound();
  return (
    <DetailFrame
      back={{ href: adminPaths.content, label: t('back') }}
      title={locale === 'ar' ? page.title_ar : page.title_en}
    >
      <Link
        href={`/${page.slug}`}
        className="self-start font-semibold text-caramel-700 underline-offset-4 hover:underline"
      >
        {t('viewInStore')}
      </Link>
      <PageForm page={page} locale={locale} />
    </DetailFrame>
  );
}
