'use client';

import { useState } from 'react';
import { FormField, type InputFieldProps } from './form-field';
import { EyeIcon, EyeOffIcon } from './form-icons';

type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'endSlot' | 'ltr' | 'variant' | 'spellCheck'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle, so a shopper on a phone can check what they typed. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
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
