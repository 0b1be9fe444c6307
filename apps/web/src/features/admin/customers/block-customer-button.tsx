'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { blockCustomer } from '@/lib/bff/calls/admin-customers';
import { ConfirmDialog } from '../kit/confirm-dialog';

type BlockCustomerButtonProps = {
  customerId: number;
  blocked: boolean;
  locale: Locale;
  /** Already filled with the customer's name. */
  labels: {
    block: string;
    unblock: string;
    confirm: string;
    dialogYes: string;
    dialogBack: string;
    blockedDone: string;
    unblockedDone: string;
    networkError: string;
  };
};

/** Blocks (after a confirmation: it signs them out at once) or unblocks a customer; the page is drawn again. */
export function BlockCustomerButton({ customerId, blocked, locale, labels }: BlockCustomerButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function toggle() {
    setPending(true);
    const result = await callBff(blockCustomer, {
      locale,
      params: { id: customerId },
      body: { blocked: !blocked },
    });
    setPending(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? labels.networkError : result.error.message);
      return;
    }
    router.refresh();
    await showToast('success', blocked ? labels.unblockedDone : labels.blockedDone);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => (blocked ? void toggle() : setConfirming(true))}
        disabled={pending}
        aria-busy={pending}
        className={secondaryButtonClass}
      >
        {blocked ? labels.unblock : labels.block}
      </button>
      <ConfirmDialog
        open={confirming}
        message={labels.confirm}
        confirmLabel={labels.dialogYes}
        cancelLabel={labels.dialogBack}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void toggle();
        }}
      />
    </>
  );
}
