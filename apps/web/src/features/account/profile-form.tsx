'use client';

import { UpdateProfileBody } from '@coffee/contracts/account';
import type { User } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { updateProfile } from '@/lib/bff/calls/profile';
import { toLocalMobile } from '@/lib/format/mobile-display';
import {
  CONTACT_ERROR_FIELDS,
  type ErrorFields,
  PHOTO_ERROR_FIELDS,
  type PlacedError,
  placeApiError,
  showPlacedErrors,
} from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { updateSessionUser } from '@/lib/session/session-store';
import { isNewEmail, toProfileChanges } from './email-change';
import { EmailChangeFields, type EmailChangeLabels } from './email-change-fields';
import { checkPhoto } from './photo-check';
import { PhotoField, type PhotoFieldLabels } from './photo-field';

export type ProfileFormLabels = PhotoFieldLabels &
  EmailChangeLabels & {
    detailsHeading: string;
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    mobileHint: string;
    photoTooLarge: string;
    photoWrongType: string;
    save: string;
    saved: string;
    networkError: string;
  };

type ProfileFormProps = {
  locale: Locale;
  user: User;
  labels: ProfileFormLabels;
  validationMessages: ValidationMessages;
};

type Values = z.input<typeof UpdateProfileBody>;

/** A new email's password and code problems go beside those two fields. */
const EMAIL_CHANGE_ERROR_FIELDS: ErrorFields<'current_password' | 'email_code'> = {
  CURRENT_PASSWORD_REQUIRED: ['current_password'],
  WRONG_PASSWORD: ['current_password'],
  INVALID_CODE: ['email_code'],
  OTP_EXPIRED: ['email_code'],
  OTP_LOCKED: ['email_code'],
};

type TextField = 'email' | 'mobile' | 'current_password' | 'email_code';

const PROFILE_ERROR_FIELDS: ErrorFields<TextField | 'photo'> = {
  ...CONTACT_ERROR_FIELDS,
  ...PHOTO_ERROR_FIELDS,
  ...EMAIL_CHANGE_ERROR_FIELDS,
};

type CodeSent = { message: string; email: string };

const toValues = (user: User): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  mobile: toLocalMobile(user.mobile),
});

/** Text fields and the photo in one multipart body, as `POST /auth/updateProfile` takes them. */
function toFormData(values: z.output<typeof UpdateProfileBody>, photo: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) body.append(name, value);
  body.append('photo', photo);
  return body;
}

/**
 * The shopper's name, contacts and photo, saved together. The photo is checked here first (type, 5 MB) to
 * spare a useless upload; the API checks its bytes again. On success the navbar's greeting and avatar change
 * at once (session store) and the server-rendered parts are refreshed.
 */
export function ProfileForm({ locale, user, labels, validationMessages }: ProfileFormProps) {
  const router = useRouter();
  const [saved, setSaved] = useState(user);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [codeSent, setCodeSent] = useState<CodeSent | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof UpdateProfileBody>>({
    resolver: localizedResolver(UpdateProfileBody, validationMessages),
    defaultValues: toValues(user),
  });
  const typedEmail = useWatch({ control, name: 'email' });
  const changingEmail = isNewEmail(saved.email, typedEmail);
  // A code proves only the address it went to: another address typed since needs its own.
  const codeSentHere =
    codeSent && typedEmail?.trim().toLowerCase() === codeSent.email ? codeSent.message : undefined;

  function choosePhoto(file: File | null) {
    const problem = file ? checkPhoto(file) : null;
    setPhotoError(
      problem === 'tooLarge' ? labels.photoTooLarge : problem ? labels.photoWrongType : undefined,
    );
    setPhoto(problem ? null : file);
  }

  async function save(values: z.output<typeof UpdateProfileBody>) {
    const changes = toProfileChanges(values, saved.email, codeSent?.email);
    const result = await callBff(updateProfile, {
      locale,
      body: photo ? toFormData(changes, photo) : changes,
    });
    if (!result.ok) {
      const placed = placeApiError(result.error, PROFILE_ERROR_FIELDS, labels.networkError);
      // The photo is the form's own state, not a react-hook-form field.
      const photoProblem = placed.find(({ field }) => field === 'photo');
      if (photoProblem) setPhotoError(photoProblem.message);
      showPlacedErrors(
        setError,
        placed.filter((problem): problem is PlacedError<TextField> => problem.field !== 'photo'),
      );
      return;
    }
    if (!('id' in result.data)) {
      // A 202, the code sent to the new address: nothing is saved yet; the same form, sent again with the
      // code, saves everything.
      setCodeSent(result.data);
      return;
    }
    const updated = result.data;
    setSaved(updated);
    setCodeSent(undefined);
    setPhoto(null);
    reset(toValues(updated));
    updateSessionUser({
      id: updated.id,
      first_name: updated.first_name,
      name: updated.name,
      avatar: updated.avatar,
    });
    router.refresh();
    await showToast('success', labels.saved);
  }

  // POST: a press before the page is interactive must never put what was typed into the URL.
  return (
    <form method="post" onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-6">
      <FormAlert message={errors.root?.server?.message} />
      <PhotoField
        current={saved.avatar}
        name={saved.first_name}
        file={photo}
        error={photoError}
        labels={labels}
        onChoose={choosePhoto}
      />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-semibold text-espresso-900 text-sm">{labels.detailsHeading}</legend>
        <FormField
          label={labels.firstName}
          registration={register('first_name')}
          error={errors.first_name?.message}
          autoComplete="given-name"
          maxLength={60}
        />
        <FormField
          label={labels.lastName}
          registration={register('last_name')}
          error={errors.last_name?.message}
          autoComplete="family-name"
          maxLength={60}
        />
        <FormField
          label={labels.email}
          registration={register('email')}
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          ltr
        />
        <FormField
          label={labels.mobile}
          hint={labels.mobileHint}
          registration={register('mobile')}
          error={errors.mobile?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          ltr
        />
        {changingEmail && (
          <EmailChangeFields
            register={register}
            errors={errors}
            labels={labels}
            codeSentMessage={codeSentHere}
          />
        )}
      </fieldset>
      <div>
        <SubmitButton label={labels.save} pending={isSubmitting} />
      </div>
    </form>
  );
}
