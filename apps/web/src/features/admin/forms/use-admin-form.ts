'use client';

import type { ApiError, Locale } from '@coffee/contracts/common';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { type ErrorFields, placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import { useValidationMessages } from '@/lib/forms/use-validation-messages';
import type { FormSentences } from '@/lib/forms/validation-messages';
import { refreshStorefront } from '../kit/refresh-storefront';

type AdminFormOptions<Values extends FieldValues> = {
  locale: Locale;
  defaultValues: DefaultValues<Values>;
  /** The form's own sentences, where it says more than the `Validation` ones (an amount's format). */
  sentences?: FormSentences;
  /** Which fields the API's refusal codes are about (`SLUG_TAKEN` → the slug); the rest go above the form. */
  errorFields?: ErrorFields<FieldPath<Values>>;
  /** Said above the form when the store did not answer. */
  networkError: string;
  /** The storefront's cached answers a save changes, expired at once so shoppers see it on their next load. */
  refresh?: 'catalog' | 'content';
};

/**
 * A back-office form, as the store's own forms are: react-hook-form, validated with the contract's schema
 * (`schema`: the request body, with what is typed as text read into it) and worded in the page's language.
 * `refuse` places the API's refusal beside its field or above the form; `saved` draws the page again from
 * the server (after expiring the storefront's cache) and says so in a toast.
 */
export function useAdminForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  {
    locale,
    defaultValues,
    sentences,
    errorFields = {},
    networkError,
    refresh,
  }: AdminFormOptions<z.input<Schema>>,
) {
  const router = useRouter();
  const messages = useValidationMessages();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: localizedResolver(schema, messages, sentences),
    defaultValues,
  });

  function refuse(error: ApiError) {
    showPlacedErrors(form.setError, placeApiError(error, errorFields, networkError));
  }

  async function saved(message?: string) {
    if (refresh) await refreshStorefront(locale, refresh);
    router.refresh();
    if (message) await showToast('success', message);
  }

  return { form, refuse, saved };
}
