'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { resendPartnerInvitation } from '@/lib/bff/calls/admin-partners';

type ResendInvitationButtonProps = {
  applicationId: number;
  locale: Locale;
  labels: { text: string; sending: string; hint: string; done: string; networkError: string };
};

/**
 * Sends an approved application's owner, who has not set a password yet, a fresh one-time link (the API
 * ends the previous one and holds back a second within a minute: its refusal shows here in the page's
 * language). The page is drawn again after, so the button goes once the password is set.
 */
export function ResendInvitationButton({ applicationId, locale, labels }: ResendInvitationButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function resend() {
    setPending(true);
    setError(undefined);
    const result = await callBff(resendPartnerInvitation, {
      locale,
      params: { id: applicationId },
    });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    router.refresh();
    await showToast('success', labels.done);
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-mocha-600 text-sm">{labels.hint}</p>
      <FormAlert message={error} />
      <button
        type="button"
        onClick={resend}
        disabled={pending}
        aria-busy={pending}
        className={secondaryButtonClass}
      >
        {pending ? labels.sending : labels.text}
      </button>
    </div>
  );
}
