'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { authLinkClass } from '@/features/auth/auth-card';
import { callBff } from '@/lib/bff/call-bff';
import { acceptPartnerSeller } from '@/lib/bff/calls/engagement';

type AcceptSellerProps = {
  locale: Locale;
  /** The approved application the emailed link names. */
  applicationId: number;
  portalPath: string;
  labels: { submit: string; pending: string; failure: string; toPortal: string };
};

/**
 * The signed-in owner of an approved application's email accepts to run its shop: the API's sentence and
 * a link to the seller portal replace the button; a refusal (not theirs, already a seller) says why above it.
 * A full page load follows the link, so the portal reads the new role.
 */
export function AcceptSeller({ locale, applicationId, portalPath, labels }: AcceptSellerProps) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await callBff(acceptPartnerSeller, { locale, params: { id: applicationId } });
    setPending(false);
    if (result.ok) setDone(result.data.message);
    else setProblem(result.error.message || labels.failure);
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="rounded-xl bg-leaf-700/8 p-4 font-medium text-leaf-700 ring-1 ring-leaf-700/25"
        >
          {done}
        </p>
        <a href={portalPath} className={authLinkClass}>
          {labels.toPortal}
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={accept} method="post" className="flex flex-col gap-5">
      <FormAlert message={problem} />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={pending} />
    </form>
  );
}
