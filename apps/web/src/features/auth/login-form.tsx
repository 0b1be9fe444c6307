'use client';

import { LoginBody, parseLoginIdentifier } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { Link, useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { login as loginCall, resendOtp, sendLoginCode } from '@/lib/bff/calls/auth';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { type RouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import { authLinkClass } from './auth-card';
import type { AuthFieldLabels } from './field-labels';
import { LoginField } from './login-field';
import { useFinishSignIn } from './use-finish-sign-in';

type LoginInput = z.input<typeof LoginBody>;

export type LoginLabels = {
  submit: string;
  pending: string;
  forgotPassword: string;
  /** Offered when the password was right but the account's email was never verified. */
  verifyAccount: string;
  sendingCode: string;
  /** Offered while wrong passwords delay the account: a code by email skips the wait. */
  emailSignInCode: string;
  signInCode: string;
  signInCodeHint: string;
};

type LoginFormProps = {
  locale: Locale;
  back: RouteBack;
  fields: AuthFieldLabels;
  labels: LoginLabels;
  validationMessages: ValidationMessages;
};

/**
 * What the last refusal offers: an unverified account, to verify it; a login delayed by wrong passwords
 * (someone else's, perhaps), a sign-in code by email that skips the wait.
 */
type Refusal = { unverified: boolean; delayed: boolean };

const actionClass =
  'inline-flex min-h-10 items-center rounded-full bg-espresso-900 px-5 py-2 text-center font-semibold text-cream-50 text-sm transition-colors hover:bg-mocha-700 disabled:cursor-progress disabled:bg-mocha-600';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Email or mobile and password, checked with the API's LoginBody. A wrong login gets the API's one generic
 * sentence above the form (it never says which of the two was wrong). An unverified account is offered a
 * fresh code and the code page. On success the page signs in and goes back where the shopper was going.
 */
export function LoginForm({ locale, back, fields, labels, validationMessages }: LoginFormProps) {
  const router = useRouter();
  const finishSignIn = useFinishSignIn(back);
  const [refusal, setRefusal] = useState<Refusal>({ unverified: false, delayed: false });
  const [codeSent, setCodeSent] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const form = useForm<LoginInput, unknown, z.output<typeof LoginBody>>({
    resolver: localizedResolver(LoginBody, validationMessages),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const login = values.login?.value ?? '';
    const body = { login, password: values.password, ...(values.code && { code: values.code }) };
    const result = await callBff(loginCall, { locale, body });
    if (result.ok) {
      setLeaving(true);
      await finishSignIn(result.data);
      return;
    }
    setRefusal({
      unverified: result.error.code === 'ACCOUNT_NOT_VERIFIED',
      delayed: result.error.code === 'LOGIN_DELAYED',
    });
    // A wrong login is never said beside a field: the API does not tell which of the two was wrong.
    showPlacedErrors(form.setError, placeApiError(result.error, {}, fields.networkError));
  });

  const typedLogin = () => {
    const typed = form.getValues('login') ?? '';
    return parseLoginIdentifier(typed)?.value ?? typed.trim();
  };

  /** Emails a sign-in code (the API says the same sentence whether or not the account exists). */
  async function sendSignInCode() {
    setSendingCode(true);
    const result = await callBff(sendLoginCode, { locale, body: { login: typedLogin() } });
    setSendingCode(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? fields.networkError : result.error.message);
      return;
    }
    setCodeSent(true);
    await showToast('success', result.data.message);
  }

  /** Sends a fresh sign-up code (the API says the same sentence either way) and opens the code page. */
  async function verifyAccount() {
    const login = typedLogin();
    setSendingCode(true);
    const result = await callBff(resendOtp, { locale, body: { login } });
    if (!result.ok && result.status === 0) {
      setSendingCode(false);
      await showToast('error', fields.networkError);
      return;
    }
    // A refused resend (too many this hour) still leaves the last code valid: go and enter it.
    void showToast(result.ok ? 'success' : 'error', result.ok ? result.data.message : result.error.message);
    router.push(withRouteBack(sitePaths.verifyOtp, back, { email: login }));
  }

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert
        message={errors.root?.server?.message}
        action={
          refusal.unverified || (refusal.delayed && !codeSent) ? (
            <button
              type="button"
              onClick={refusal.unverified ? verifyAccount : sendSignInCode}
              disabled={sendingCode}
              aria-busy={sendingCode}
              className={actionClass}
            >
              {sendingCode
                ? labels.sendingCode
                : refusal.unverified
                  ? labels.verifyAccount
                  : labels.emailSignInCode}
            </button>
          ) : undefined
        }
      />
      <LoginField label={fields.login} registration={form.register('login')} error={errors.login?.message} />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={fields.password}
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
          maxLength={128}
          showLabel={fields.showPassword}
          hideLabel={fields.hidePassword}
        />
        {codeSent && (
          <FormField
            label={labels.signInCode}
            hint={labels.signInCodeHint}
            registration={form.register('code', { setValueAs: emptyToUndefined })}
            error={errors.code?.message}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            ltr
          />
        )}
        <Link
          href={withRouteBack(sitePaths.forgetPassword, back)}
          className={`${authLinkClass} self-end text-sm`}
        >
          {labels.forgotPassword}
        </Link>
      </div>
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={isSubmitting || leaving} />
    </form>
  );
}
