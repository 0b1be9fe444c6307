'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { forgotPassword } from '@/lib/bff/calls/auth';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { RouteBack } from '@/lib/route-back';
import type { AuthFieldLabels } from './field-labels';
import { RequestResetCodeForm } from './request-reset-code-form';
import { ResendCodeButton, type ResendCodeLabels } from './resend-code-button';
import { ResetPasswordForm } from './reset-password-form';

export type ForgotPasswordLabels = ResendCodeLabels & {
  sendCode: string;
  sendingCode: string;
  resetHeading: string;
  submit: string;
  pending: string;
  didNotGetIt: string;
  changeLogin: string;
};

type ForgotPasswordFlowProps = {
  locale: Locale;
  back: RouteBack;
  fields: AuthFieldLabels;
  labels: ForgotPasswordLabels;
  validationMessages: ValidationMessages;
};

/** `typed` is what the shopper wrote; `login` the same address normalized, as the API is sent it. */
type Step =
  | { name: 'request'; typed: string }
  | { name: 'reset'; typed: string; login: string; sentMessage: string };

/**
 * /forget-password in two steps on one page: ask for a code by email or mobile, then enter it with a new
 * password. Going back to step 1 keeps what was typed.
 */
export function ForgotPasswordFlow({
  locale,
  back,
  fields,
  labels,
  validationMessages,
}: ForgotPasswordFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'request', typed: '' });

  if (step.name === 'request') {
    return (
      <RequestResetCodeForm
        locale={locale}
        initialLogin={step.typed}
        fields={fields}
        labels={{ submit: labels.sendCode, pending: labels.sendingCode }}
        validationMessages={validationMessages}
        onSent={(login, sentMessage, typed) => setStep({ name: 'reset', typed, login, sentMessage })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 className="font-bold text-espresso-900 text-lg">{labels.resetHeading}</h2>
        <p role="status" className="rounded-xl bg-latte-100 p-4 text-espresso-800 text-sm">
          {step.sentMessage}
        </p>
      </div>
      <ResetPasswordForm
        locale={locale}
        back={back}
        login={step.login}
        fields={fields}
        labels={{ submit: labels.submit, pending: labels.pending }}
        validationMessages={validationMessages}
      />
      <div className="flex flex-col items-center gap-2 text-center text-mocha-600 text-sm">
        <p className="flex flex-wrap items-center justify-center gap-x-2">
          <span>{labels.didNotGetIt}</span>
          <ResendCodeButton locale={locale} call={forgotPassword} login={step.login} labels={labels} />
        </p>
        <button
          type="button"
          onClick={() => setStep({ name: 'request', typed: step.typed })}
          className="font-semibold text-caramel-700 underline-offset-4 hover:text-espresso-900 hover:underline"
        >
          {labels.changeLogin}
        </button>
      </div>
    </div>
  );
}
