'use client';

import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import { WithUserText } from '@/components/ui/user-text';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { PHOTO_ACCEPT } from './photo-check';
import { UserAvatar } from './user-avatar';

export type PhotoFieldLabels = {
  photo: string;
  choosePhoto: string;
  changePhoto: string;
  photoHint: string;
  /** "New photo chosen: {name}…", `{name}` kept. */
  photoChosen: string;
  undoPhoto: string;
  currentPhotoAlt: string;
  previewAlt: string;
};

type PhotoFieldProps = {
  /** The saved photo's URL, or null. */
  current: string | null;
  name: string;
  /** The chosen file, owned by the form. */
  file: File | null;
  error: string | undefined;
  labels: PhotoFieldLabels;
  /** A file was picked (or the choice was undone with null); the form checks it. */
  onChoose: (file: File | null) => void;
};

/**
 * The profile photo: the saved one (or the initial), and once a file is picked its preview with the way back.
 * The file input itself is visually hidden behind a button-like label; its focus ring shows on the label.
 */
export function PhotoField({ current, name, file, error, labels, onChoose }: PhotoFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // The form keeps the file; emptying the input lets the same file be picked again after an undo.
    input.value = '';
    if (chosen) onChoose(chosen);
  }

  const chooseLabel = current || preview ? labels.changePhoto : labels.choosePhoto;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-semibold text-espresso-900 text-sm">{labels.photo}</legend>
      <div className="flex flex-wrap items-center gap-5">
        <UserAvatar
          src={preview ?? current}
          name={name}
          alt={preview ? labels.previewAlt : labels.currentPhotoAlt}
          className="size-24 text-3xl shadow-card"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <input
            id={inputId}
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-full bg-white px-5 font-semibold text-espresso-900 text-sm ring-1 ring-crema-300 transition-colors hover:bg-latte-100 peer-focus-visible:outline-2 peer-focus-visible:outline-caramel-500 peer-focus-visible:outline-offset-2"
          >
            {chooseLabel}
          </label>
          <p id={hintId} className="text-mocha-600 text-xs">
            {labels.photoHint}
          </p>
          {file && !error ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-mocha-700 text-sm">
              <span className="min-w-0 break-all">
                <WithUserText
                  sentence={(slot) => fillTemplate(labels.photoChosen, { name: slot })}
                  text={file.name}
                />
              </span>
              <button
                type="button"
                onClick={() => onChoose(null)}
                className="font-semibold text-caramel-700 underline-offset-4 hover:underline"
              >
                {labels.undoPhoto}
              </button>
            </p>
          ) : null}
          <FieldError id={errorId} message={error} />
        </div>
      </div>
    </fieldset>
  );
}
