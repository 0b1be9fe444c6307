'use client';

import type { Locale } from '@coffee/contracts/common';
import { PartnerApplicationFields, type PartnerFileField } from '@coffee/contracts/engagement';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField, MobileField, NameField } from '@/components/forms/contact-fields';
import { textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { HoneypotField } from '@/features/contact/honeypot-field';
import { applyAsPartner } from '@/lib/bff/calls/engagement';
import { formatPercent } from '@/lib/format/number';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { DocumentField } from './document-field';
import { checkPartnerFile, type FileProblem } from './partner-files';

export type PartnerLabels = {
  brandName: string;
  companyDescription: string;
  contactPerson: string;
  email: string;
  mobile: string;
  contract: string;
  taxCard: string;
  /** What each document is: a partner asked what "contract" means. */
  contractHint: string;
  taxCardHint: string;
  fileHint: string;
  chooseFile: string;
  noFile: string;
  fileTooLarge: string;
  fileType: string;
  fileRequired: string;
  honeypot: string;
  submit: string;
  uploading: string;
  progressLabel: string;
  success: string;
  failure: string;
};

type PartnerInput = z.input<typeof PartnerApplicationFields>;
type Files = Partial<Record<PartnerFileField, File>>;

/**
 * Become a partner: the brand's details and its contract and tax card. Text is checked with the API's schema,
 * the files by size and type here (and by their bytes on the server); the upload shows its progress.
 */
export function PartnerForm({
  locale,
  labels,
  validationMessages,
}: {
  locale: Locale;
  labels: PartnerLabels;
  validationMessages: ValidationMessages;
}) {
  const form = useForm<PartnerInput, unknown, z.output<typeof PartnerApplicationFields>>({
    resolver: localizedResolver(PartnerApplicationFields, validationMessages),
  });
  const { errors, isSubmitting } = form.formState;
  const [files, setFiles] = useState<Files>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<PartnerFileField, FileProblem>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const problemText: Record<FileProblem, string> = {
    required: labels.fileRequired,
    tooLarge: labels.fileTooLarge,
    type: labels.fileType,
  };

  const choose = (field: PartnerFileField) => (file: File | undefined) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setFileErrors((current) => ({
      ...current,
      [field]: file ? (checkPartnerFile(file) ?? undefined) : undefined,
    }));
  };

  const checkFiles = () => {
    const found = {
      contract: checkPartnerFile(files.contract) ?? undefined,
      tax_card: checkPartnerFile(files.tax_card) ?? undefined,
    };
    setFileErrors(found);
    return !found.contract && !found.tax_card;
  };

  // The files are checked even when a text field is wrong, so every problem shows at once.
  const submit = form.handleSubmit(
    async (values) => {
      if (!checkFiles()) return;
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) if (value !== undefined) body.append(key, value);
      body.append('contract', files.contract as File);
      body.append('tax_card', files.tax_card as File);
      setDone(null);
      setProgress(0);
      const result = await uploadWithProgress(applyAsPartner, body, {
        locale,
        onProgress: setProgress,
      });
      setProgress(null);
      if (result.ok) {
        setDone(result.data.message || labels.success);
        await showToast('success', labels.success);
        return;
      }
      showPlacedErrors(form.setError, placeApiError(result.error, {}, labels.failure));
      await showToast('error', result.error.message || labels.failure);
    },
    () => checkFiles(),
  );

  if (done) {
    return (
      <p role="status" className="rounded-card bg-latte-100 p-6 font-semibold text-espresso-900">
        {done}
      </p>
    );
  }

  const percent = progress === null ? '' : formatPercent(progress * 100, locale);
  return (
    <form onSubmit={submit} method="post" noValidate className="relative flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={labels.brandName}
          registration={form.register('brand_name')}
          maxLength={120}
          error={errors.brand_name?.message}
        />
        <NameField control={form.control} name="contact_person" label={labels.contactPerson} maxLength={60} />
        <EmailField control={form.control} name="email" label={labels.email} />
        <MobileField control={form.control} name="mobile" label={labels.mobile} />
      </div>
      <FormField label={labels.companyDescription} error={errors.company_description?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('company_description')}
            rows={5}
            maxLength={2000}
            className={textAreaClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            ['contract', labels.contract, labels.contractHint],
            ['tax_card', labels.taxCard, labels.taxCardHint],
          ] as const
        ).map(([field, label, about]) => {
          const problem = fileErrors[field];
          const file = files[field];
          return (
            <DocumentField
              key={field}
              name={field}
              label={label}
              about={about}
              hint={labels.fileHint}
              fileName={file?.name ?? null}
              labels={{ choose: labels.chooseFile, noFile: labels.noFile }}
              error={problem ? problemText[problem] : undefined}
              onChange={choose(field)}
            />
          );
        })}
      </div>
      <HoneypotField label={labels.honeypot} registration={form.register('website')} />
      {progress !== null ? (
        <div className="flex items-center gap-3">
          <progress
            value={progress}
            max={1}
            aria-label={labels.progressLabel}
            className="h-2 flex-1 accent-caramel-500"
          />
          <span className="font-semibold text-sm tabular-nums">
            {fillTemplate(labels.uploading, { percent })}
          </span>
        </div>
      ) : null}
      <SubmitButton
        label={labels.submit}
        pendingLabel={fillTemplate(labels.uploading, { percent })}
        pending={isSubmitting}
      />
    </form>
  );
}
