'use client';

import type { Locale } from '@coffee/contracts/common';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import type { BffResult } from '@/lib/bff/call-bff';
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
 * `submitTo(send, said, after)` is the form's submit: the checked body goes to `send` (the form's own call);
 * a refusal is placed beside its field or above the form; a save expires the storefront's cache, draws the
 * page again from the server, says `said` in a toast, then does `after` (go to the new thing's page).
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
  type Body = z.output<Schema>;
  const router = useRouter();
  const messages = useValidationMessages();
  const form = useForm<z.input<Schema>, unknown, Body>({
    resolver: localizedResolver(schema, messages, sentences),
    defaultValues,
  });

  const submitTo = <T>(
    send: (body: Body) => Promise<BffResult<T>>,
    said: (data: T, body: Body) => string,
    after?: (data: T, body: Body) => void,
  ) =>
    form.handleSubmit(async (body) => {
      const result = await send(body);
      if (!result.ok) {
        showPlacedErrors(form.setError, placeApiError(result.error, errorFields, networkError));
        return;
      }
      if (refresh) await refreshStorefront(locale, refresh);
      router.refresh();
      await showToast('success', said(result.data, body));
      after?.(result.data, body);
    });

  return { form, submitTo };
}
