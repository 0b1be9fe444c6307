'use client';

import type { Locale } from '@coffee/contracts/common';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import type { requestResetCode, resendOtp } from '@/lib/bff/calls/auth';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { formatCountdown, getSecondsLeft, RESEND_COOLDOWN_SECONDS } from './countdown';

export type ResendCodeLabels = {
  resend: string;
  /** With `{time}`: "Send a new code in {time}". */
  resendIn: string;
  sending: string;
  networkError: string;
};

type ResendCodeButtonProps = {
  locale: Locale;
  /** resendOtp for a sign-up code, requestResetCode for a reset code: both answer 200 with one sentence. */
  call: typeof resendOtp | typeof requestResetCode;
  /** The email or mobile the code is for. */
  login: string;
  labels: ResendCodeLabels;
};

/**
 * "Send a new code", locked for a minute after each code (the page opens right after one was sent), with
 * the time left on the button. The API's answer is said in a toast: its one sentence on success, its
 * reason (too many requests…) otherwise.
 */
export function ResendCodeButton({ locale, call, login, labels }: ResendCodeButtonProps) {
  // The server and the first browser render both say the full minute; the clock starts once mounted.
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_SECONDS);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setEndsAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setSecondsLeft(getSecondsLeft(endsAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  async function resend() {
    if (pending || secondsLeft > 0) return;
    setPending(true);
    const result = await callBff(call, { locale, body: { login } });
    setPending(false);
    if (result.ok) {
      setSecondsLeft(RESEND_COOLDOWN_SECONDS);
      setEndsAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
      await showToast('success', result.data.message);
    } else {
      await showToast('error', result.error.message || labels.networkError);
    }
  }

  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={resend}
      disabled={waiting || pending}
      aria-busy={pending}
      className="font-semibold text-caramel-700 text-sm underline-offset-4 hover:text-espresso-900 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-mocha-500 disabled:no-underline"
    >
      {pending
        ? labels.sending
        : waiting
          ? fillTemplate(labels.resendIn, { time: formatCountdown(secondsLeft, locale) })
          : labels.resend}
    </button>
  );
}
