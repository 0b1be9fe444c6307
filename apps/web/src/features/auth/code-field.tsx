import type { UseFormRegisterReturn } from 'react-hook-form';
import { codeControlClass } from '@/components/ui/form/control-class';
import { FormField } from '@/components/ui/form/form-field';

type CodeFieldProps = {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoFocus?: boolean;
  /** "done" where the code is the form's last field. */
  enterKeyHint?: 'done';
};

/**
 * The emailed 6-digit code: phones fill it from the message (`autocomplete="one-time-code"`), large digits
 * that read left to right on Arabic pages too. Arabic-Indic digits are accepted (the contract converts).
 */
export function CodeField({ label, hint, registration, error, autoFocus, enterKeyHint }: CodeFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint={enterKeyHint}
          maxLength={16}
          // biome-ignore lint/a11y/noAutofocus: the page opens to type the emailed code, nothing else.
          autoFocus={autoFocus}
          className={codeControlClass}
        />
      )}
    </FormField>
  );
}
