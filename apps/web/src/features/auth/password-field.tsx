'use client';

import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './auth-icons';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endSlot' | 'ltr'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle, so a shopper on a phone can check what they typed. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      endSlot={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={showLabel}
          title={visible ? hideLabel : showLabel}
          className="grid size-10 place-items-center rounded-lg text-mocha-600 transition-colors hover:bg-latte-100 hover:text-espresso-900"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
