'use client';

import type { Locale } from '@coffee/contracts/common';
import { type MyReview, type MyReviewState, REVIEW_BODY_MAX, ReviewBody } from '@coffee/contracts/reviews';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { textAreaClass } from '@/components/ui/form/control-class';
import { FieldError } from '@/components/ui/form/field-error';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import { editReview, writeReview } from '@/lib/bff/calls/review-calls';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { ReviewFormLabels } from './review-labels';

type ReviewInput = z.input<typeof ReviewBody>;

/**
 * Stars (five radio buttons, the first one the least) and words, checked with the API's own schema and sent
 * as a new review or an edit; either waits for the store's team before it shows on the page.
 */
export function ReviewForm({
  productId,
  locale,
  labels,
  validationMessages,
  review,
  onDone,
}: {
  productId: number;
  locale: Locale;
  labels: ReviewFormLabels;
  validationMessages: ValidationMessages;
  review: MyReview | null;
  onDone: (state: MyReviewState | null) => void;
}) {
  const form = useForm<ReviewInput, unknown, z.output<typeof ReviewBody>>({
    resolver: localizedResolver(ReviewBody, validationMessages, { fields: { rating: labels.pickRating } }),
    defaultValues: review ? { rating: review.rating, body: review.body } : { body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A radio's value is text; the stars are a number (react-hook-form reads radios without `setValueAs`).
  const rating = useController({ control: form.control, name: 'rating' });

  const submit = form.handleSubmit(async (body) => {
    const call = review ? editReview : writeReview;
    const result = await callBff(call, { locale, params: { id: productId }, body });
    if (result.ok) {
      await showToast('success', labels.sent);
      onDone(result.data);
      return;
    }
    showPlacedErrors(form.setError, placeApiError<keyof ReviewInput>(result.error, {}, labels.failure));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="mt-4 flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-2 font-semibold text-espresso-900">{labels.ratingLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {labels.starNames.map((name, index) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-full px-3 py-2 ring-1 ring-crema-300 has-[:checked]:bg-caramel-100 has-[:checked]:ring-caramel-500"
            >
              <input
                type="radio"
                name={rating.field.name}
                value={index + 1}
                checked={rating.field.value === index + 1}
                onChange={() => rating.field.onChange(index + 1)}
                onBlur={rating.field.onBlur}
                className="accent-caramel-600"
              />
              {name}
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating?.message} />
      </fieldset>
      <FormField label={labels.body} hint={labels.bodyHint} error={errors.body?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('body')}
            dir="auto"
            rows={5}
            maxLength={REVIEW_BODY_MAX}
            className={textAreaClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton label={labels.send} pendingLabel={labels.sending} pending={isSubmitting} />
        <button type="button" onClick={() => onDone(null)} className={secondaryButtonClass}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
