'use client';

import { type AdminPage, PageBody } from '@coffee/contracts/backoffice-content';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { updatePage } from '@/lib/bff/calls/admin-content';
import { BilingualFields, bothLabels } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { MarkdownBodies } from './markdown-field';

/**
 * A static page's title and Markdown body in both languages (`PageBody`); the storefront shows a save on its
 * next load.
 */
export function PageForm({ page, locale }: { page: AdminPage; locale: Locale }) {
  const t = useTranslations('Admin.content');
  const { form, submitTo } = useAdminForm(PageBody, {
    locale,
    defaultValues: {
      title_en: page.title_en,
      title_ar: page.title_ar,
      body_en: page.body_en,
      body_ar: page.body_ar,
    },
    networkError: t('networkError'),
    refresh: 'content',
  });
  const submit = submitTo(
    (body) => callBff(updatePage, { locale, params: { slug: page.slug }, body }),
    () => t('saved'),
  );

  return (
    <AdminForm
      control={form.control}
      onSubmit={submit}
      label={t('pageForm')}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualFields
          control={form.control}
          name="title"
          labels={bothLabels(t, 'title')}
          maxLength={200}
        />
        <MarkdownBodies control={form.control} labels={bothLabels(t, 'body')} locale={locale} />
      </div>
      <div>
        <SubmitButton label={t('save')} pendingLabel={t('saving')} pending={form.formState.isSubmitting} />
      </div>
    </AdminForm>
  );
}
