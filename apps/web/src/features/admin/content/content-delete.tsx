'use client';

import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useRouter } from '@/i18n/navigation';
import type { BffResult } from '@/lib/bff/call-bff';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCatalogCall } from '../kit/use-catalog-call';

/** Deleting a post or recipe for good, after a question; unpublishing is the way to only hide it. */
export function ContentDelete({
  what,
  remove: send,
  after,
  locale,
}: {
  what: 'post' | 'recipe';
  /** Deletes it (its entry in the call table). */
  remove: () => Promise<BffResult<unknown>>;
  after: string;
  locale: Locale;
}) {
  const t = useTranslations('Admin.content');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { run, pending, error } = useCatalogCall(locale, t('networkError'), 'content');

  async function remove() {
    setAsking(false);
    if ((await run(send, t(`${what}Deleted`))) !== undefined) router.push(after);
  }

  return (
    <section className="flex flex-col gap-3 border-crema-200 border-t pt-6">
      <FormAlert message={error} />
      <p className="text-mocha-600 text-sm">{t(`${what}DeleteHint`)}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() => setAsking(true)}
        className={`${secondaryButtonClass} self-start text-cherry-700`}
      >
        {t(`${what}Delete`)}
      </button>
      <ConfirmDialog
        open={asking}
        message={t(`${what}DeleteConfirm`)}
        confirmLabel={t(`${what}Delete`)}
        cancelLabel={t('cancel')}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
