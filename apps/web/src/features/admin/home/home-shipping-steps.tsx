'use client';

import type { AdminShippingStep, ShippingStepBody } from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { useCatalogCall } from '../kit/use-catalog-call';
import { MoveButtons, TextField } from './home-list-parts';

const ICONS = ['cart', 'card', 'truck', 'home'] as const;
type Field = 'title_en' | 'title_ar' | 'description_en' | 'description_ar';

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
                    run('admin/home/shipping-steps/order', { method: 'PUT', body: { ids: order } })
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

function StepForm({ step, locale, title }: { step: AdminShippingStep; locale: Locale; title: string }) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const { run, pending, error } = useCatalogCall(locale, common('networkError'), 'content');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    const body: ShippingStepBody = {
      title_en: text('title_en'),
      title_ar: text('title_ar'),
      description_en: text('description_en'),
      description_ar: text('description_ar'),
      icon: text('icon') as ShippingStepBody['icon'],
    };
    const found = Object.fromEntries(
      (['title_en', 'title_ar', 'description_en', 'description_ar'] as const)
        .filter((name) => !body[name])
        .map((name) => [name, t('required')]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(`admin/home/shipping-steps/${step.id}`, { method: 'PUT', body }, t('saved', { title }));
  }

  const input = (name: Field, label: string, rtl = false) => (
    <TextField
      name={name}
      label={label}
      initial={step[name]}
      error={errors[name]}
      dir={rtl ? 'rtl' : undefined}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-label={t('editOf', { title })}
      className="flex flex-col gap-4"
    >
      <FormAlert message={error} />
      <div className="grid gap-4 md:grid-cols-2">
        {input('title_en', t('titleEn'))}
        {input('title_ar', t('titleAr'), true)}
        {input('description_en', t('descriptionEn'))}
        {input('description_ar', t('descriptionAr'), true)}
        <FormField label={t('icon')}>
          {(control) => (
            <select {...control} name="icon" defaultValue={step.icon} className={controlClass}>
              {ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {t(`icons.${icon}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
