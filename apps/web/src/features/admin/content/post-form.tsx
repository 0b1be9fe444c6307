'use client';

import type { AdminPost } from '@coffee/contracts/backoffice-content';
import type { BlogPostType } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useRouter } from '@/i18n/navigation';
import { getAdminPostPath } from '@/lib/backoffice-routes';
import { useCatalogCall } from '../kit/use-catalog-call';
import { ContentField, ImageAndDelete, PublishAndSave } from './content-form-parts';
import { MarkdownBodies } from './markdown-field';

type Text =
  | 'slug'
  | 'title_en'
  | 'title_ar'
  | 'excerpt_en'
  | 'excerpt_ar'
  | 'author_en'
  | 'author_ar'
  | 'body_en'
  | 'body_ar'
  | 'video_url'
  | 'product_id'
  | 'rating'
  | 'product_ids';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KINDS: BlogPostType[] = ['article', 'review', 'video'];

const initialValues = (post: AdminPost | null): Record<Text, string> => ({
  slug: post?.slug ?? '',
  title_en: post?.title_en ?? '',
  title_ar: post?.title_ar ?? '',
  excerpt_en: post?.excerpt_en ?? '',
  excerpt_ar: post?.excerpt_ar ?? '',
  author_en: post?.author_en ?? '',
  author_ar: post?.author_ar ?? '',
  body_en: post?.body_en ?? '',
  body_ar: post?.body_ar ?? '',
  video_url: post?.video_url ?? '',
  product_id: post?.product_id ? String(post.product_id) : '',
  rating: post?.rating ? String(post.rating) : '',
  product_ids: post?.product_ids.join(', ') ?? '',
});

/** "12, 15 7" → [12, 15, 7]; null when any piece is not a product number. */
const parseIds = (text: string) => {
  const parts = text.split(/[\s,،]+/).filter(Boolean);
  return parts.every((part) => /^\d{1,9}$/.test(part)) ? parts.map(Number) : null;
};

/**
 * A blog post in both languages, English and Arabic side by side (Arabic typed right to left), each body
 * in Markdown with its preview. What is typed stays in the form whatever the API answers; a slug in use is
 * said beside the slug, other refusals above the form, in the page's language.
 */
export function PostForm({ post, locale }: { post: AdminPost | null; locale: Locale }) {
  const t = useTranslations('Admin.content');
  const id = useId();
  const router = useRouter();
  const { run, pending, error, code } = useCatalogCall(locale, t('networkError'), 'content');
  const [kind, setKind] = useState<BlogPostType>(post?.kind ?? 'article');
  const [published, setPublished] = useState(post?.published ?? false);
  const [values, setValues] = useState(() => initialValues(post));
  const [errors, setErrors] = useState<Partial<Record<Text, string>>>({});
  const set = (name: Text) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const productIds = parseIds(values.product_ids);
    const found: Partial<Record<Text, string>> = {
      ...(!SLUG.test(values.slug.trim()) && { slug: t('invalidSlug') }),
      ...(!values.title_en.trim() && { title_en: t('required') }),
      ...(!values.title_ar.trim() && { title_ar: t('required') }),
      ...(kind === 'review' &&
        !/^\d{1,9}$/.test(values.product_id.trim()) && { product_id: t('invalidProduct') }),
      ...(kind === 'review' && !values.rating && { rating: t('required') }),
      ...(kind === 'video' &&
        !/^https?:\/\/\S+$/.test(values.video_url.trim()) && { video_url: t('invalidUrl') }),
      ...(productIds === null && { product_ids: t('invalidProducts') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      kind,
      slug: values.slug.trim(),
      title_en: values.title_en,
      title_ar: values.title_ar,
      excerpt_en: values.excerpt_en,
      excerpt_ar: values.excerpt_ar,
      author_en: values.author_en,
      author_ar: values.author_ar,
      body_en: values.body_en,
      body_ar: values.body_ar,
      video_url: kind === 'video' ? values.video_url.trim() : null,
      product_id: kind === 'review' ? Number(values.product_id) : null,
      rating: kind === 'review' ? Number(values.rating) : null,
      product_ids: productIds ?? [],
      published,
    };
    if (post) {
      await run(`admin/blog/${post.id}`, { method: 'PUT', body }, t('saved'));
      return;
    }
    const created = await run<AdminPost>('admin/blog', { method: 'POST', body }, t('created'));
    if (created) router.push(getAdminPostPath(created.id));
  }

  // A slug in use is the slug's problem: said beside it rather than above the form.
  const slugError = errors.slug ?? (code === 'SLUG_TAKEN' ? error : undefined);
  const formError = code === 'SLUG_TAKEN' ? undefined : error;
  const fieldId = (name: Text) => `${id}-${name}`;
  const describe = (name: Text, message = errors[name]) => ({
    id: fieldId(name),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${fieldId(name)}-error` : undefined,
  });
  const field = (name: Text, label: string, control: React.ReactNode, message = errors[name]) => (
    <ContentField controlId={fieldId(name)} label={label} message={message}>
      {control}
    </ContentField>
  );
  const input = (name: Text, lang: Locale, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      {...describe(name)}
      name={name}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      className={controlClass}
      {...extra}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        aria-busy={pending}
        aria-label={t('postForm')}
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'slug',
            t('slug'),
            <>
              <input
                {...describe('slug', slugError)}
                aria-describedby={slugError ? `${fieldId('slug')}-error` : `${fieldId('slug')}-hint`}
                name="slug"
                value={values.slug}
                onChange={(event) => set('slug')(event.target.value)}
                dir="ltr"
                maxLength={100}
                autoCapitalize="none"
                className={controlClass}
              />
              <span id={`${fieldId('slug')}-hint`} className="text-mocha-600 text-xs">
                {t('slugHint')}
              </span>
            </>,
            slugError,
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-kind`} className="font-semibold text-espresso-900 text-sm">
              {t('kind')}
            </label>
            <select
              id={`${id}-kind`}
              name="kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as BlogPostType)}
              className={controlClass}
            >
              {KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`kinds.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {kind === 'review' ? (
            <>
              {field('product_id', t('reviewedProduct'), input('product_id', 'en', { inputMode: 'numeric' }))}
              {field(
                'rating',
                t('rating'),
                <select
                  {...describe('rating')}
                  name="rating"
                  value={values.rating}
                  onChange={(event) => set('rating')(event.target.value)}
                  className={controlClass}
                >
                  <option value="">{t('choose')}</option>
                  {[1, 2, 3, 4, 5].map((stars) => (
                    <option key={stars} value={stars}>
                      {t('stars', { count: stars })}
                    </option>
                  ))}
                </select>,
              )}
            </>
          ) : null}
          {kind === 'video'
            ? field('video_url', t('videoUrl'), input('video_url', 'en', { type: 'url', maxLength: 500 }))
            : null}
          {field('title_en', t('titleEn'), input('title_en', 'en', { maxLength: 200 }))}
          {field('title_ar', t('titleAr'), input('title_ar', 'ar', { maxLength: 200 }))}
          {field('excerpt_en', t('excerptEn'), input('excerpt_en', 'en', { maxLength: 500 }))}
          {field('excerpt_ar', t('excerptAr'), input('excerpt_ar', 'ar', { maxLength: 500 }))}
          {field('author_en', t('authorEn'), input('author_en', 'en', { maxLength: 100 }))}
          {field('author_ar', t('authorAr'), input('author_ar', 'ar', { maxLength: 100 }))}
          <MarkdownBodies
            labels={{ en: t('bodyEn'), ar: t('bodyAr') }}
            values={values}
            onChange={set}
            locale={locale}
          />
          {field('product_ids', t('relatedProducts'), input('product_ids', 'en', { inputMode: 'numeric' }))}
        </div>
        <PublishAndSave
          published={published}
          onChange={setPublished}
          pending={pending}
          submitLabel={post ? t('save') : t('create')}
        />
      </form>
      {post ? <ImageAndDelete what="post" id={post.id} image={post.cover_image} locale={locale} /> : null}
    </div>
  );
}
