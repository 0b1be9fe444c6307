'use client';

import { type AdminShippingStep, ShippingStepBody } from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SelectField } from '@/components/forms/bound-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { orderShippingSteps, updateShippingStep } from '@/lib/bff/calls/admin-home';
import { BilingualFields, bothLabels } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { textsOf } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';
import { useCatalogCall } from '../kit/use-catalog-call';
import { MoveButtons } from './home-list-parts';

const ICONS = ['cart', 'card', 'truck', 'home'] as const;

/** The home page's shipping steps: each one's words in both languages and its icon, and their order. */
export function HomeShippingSteps({ steps, locale }: { steps: AdminShippingStep[]; locale: Locale }) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const headingId = useId();
  const { run, pending, error } = useCatalogCall(locale, common('networkError'), 'content');
  const ids = steps.map((step) => step.id);
  return (
    <section aria-labelledby={headingId} aria-busy={pending} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-bold text-2xl text-espresso-900">
          {t('steps.title')}
        </h2>
        <p className="text-mocha-600 text-sm">{t('steps.hint')}</p>
      </div>
      <FormAlert message={error} />
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const title = locale === 'ar' ? step.title_ar : step.title_en;
          return (
            <li
              key={step.id}
              className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="me-auto font-bold text-espresso-900 text-lg">
                  {t('steps.number', { number: index + 1 })} · {title}
                </p>
                <MoveButtons
                  ids={ids}
                  index={index}
                  title={title}
                  disabled={pending}
                  onOrder={(order) =>
                    run(() => callBff(orderShippingSteps, { locale, body: { ids: order } }))
                  }
                />
              </div>
              <StepForm step={step} locale={locale} title={title} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One shipping step's words in both languages and its icon (`ShippingStepBody`). */
function StepForm({ step, locale, title }: { step: AdminShippingStep; locale: Locale; title: string }) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const { form, submitTo } = useAdminForm(ShippingStepBody, {
    locale,
    defaultValues: {
      ...textsOf(step, ['title_en', 'title_ar', 'description_en', 'description_ar']),
      icon: step.icon,
    },
    networkError: common('networkError'),
    refresh: 'content',
  });
  const { control } = form;
  const submit = submitTo(
    (body) => callBff(updateShippingStep, { locale, params: { id: step.id }, body }),
    () => t('saved', { title }),
  );

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      label={t('editOf', { title })}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <BilingualFields control={control} name="title" labels={bothLabels(t, 'title')} maxLength={120} />
        <BilingualFields
          control={control}
          name="description"
          labels={bothLabels(t, 'description')}
          maxLength={300}
        />
        <SelectField
          control={control}
          name="icon"
          label={t('icon')}
          options={ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
        />
      </div>
      <div>
        <SubmitButton label={t('save')} pendingLabel={t('saving')} pending={form.formState.isSubmitting} />
      </div>
    </AdminForm>
  );
}
