'use client';

import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/form/control-class';
import type { CheckoutLabels } from './checkout-labels';
import { sendMobileCode, verifyMobileCode } from './checkout-requests';
import { MobileCodeFrame } from './mobile-code-frame';
import { StepError } from './step-section';

type MobileCodePanelProps = {
  /** E.164, as the API named it. */
  mobile: string;
  locale: Locale;
  labels: CheckoutLabels;
  /** The number is confirmed: the page places the order again. */
  onConfirmed: () => void;
};

/**
 * Cash on delivery's first order to a mobile: text a code to it, type it in, and the order goes (decision
 * 0036). The API words what happened (sent, wrong code, too many tries) in the page's language.
 */
export function MobileCodePanel({ mobile, locale, labels, onConfirmed }: MobileCodePanelProps) {
  const inputId = useId();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function send() {
    setBusy(true);
    setError(undefined);
    const result = await sendMobileCode(mobile, locale);
    setBusy(false);
    if (!result.ok) return setError(result.error.message || labels.networkError);
    if (result.data.verified) return onConfirmed();
    setSent(true);
    setStatus(result.data.message);
  }

  async function confirm() {
    if (busy || code.length !== 6) return;
    setBusy(true);
    setError(undefined);
    const result = await verifyMobileCode(mobile, code, locale);
    setBusy(false);
    if (!result.ok) {
      return setError(
        [result.error.message, ...(result.error.messages ?? [])].join(' ') || labels.networkError,
      );
    }
    onConfirmed();
  }

  const buttonClass =
    'h-12 shrink-0 rounded-full bg-espresso-900 px-5 font-semibold text-cream-50 transition-colors hover:bg-espresso-800 disabled:cursor-wait';
  return (
    <MobileCodeFrame title={labels.mobileCodeTitle} mobile={mobile}>
      {status ? (
        <p role="status" className="text-espresso-900 text-sm">
          {status}
        </p>
      ) : null}
      {sent ? (
        // Inside the checkout's form: a div with its own button (forms do not nest); Enter confirms the code.
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-semibold text-espresso-900 text-sm">
            {labels.mobileCodeLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void confirm();
              }}
              dir="ltr"
              required
              minLength={6}
              maxLength={6}
              className={`${controlClass} max-w-40 tracking-widest`}
            />
            <button
              type="button"
              onClick={confirm}
              disabled={busy || code.length !== 6}
              className={buttonClass}
            >
              {labels.mobileCodeConfirm}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          onClick={send}
          disabled={busy}
          className={
            sent
              ? 'font-semibold text-caramel-700 text-sm underline underline-offset-4 disabled:cursor-wait'
              : buttonClass
          }
        >
          {sent ? labels.mobileCodeResend : labels.mobileCodeSend}
        </button>
      </div>
      <StepError message={error} />
    </MobileCodeFrame>
  );
}
