import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PostForm } from '@/features/admin/content/post-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { routing } from '@/i18n/routing';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('newPost'), path: adminPaths.newPost, noIndex: true });
}

/** A new post, saved as a draft unless published straight away. */
export default async function NewPostPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return (
    <DetailFrame back={{ href: adminPaths.content, label: t('back') }} title={t('newPost')}>
      <PostForm post={null} locale={locale} />
    </DetailFrame>
  );
}
