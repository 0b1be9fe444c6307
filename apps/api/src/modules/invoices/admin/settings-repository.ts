import type { InvoiceSettingsBody } from '@coffee/contracts/invoices';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { invoiceSettings } from '../../../db/schema/index.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';
import { toInvoiceSettings } from '../presenters.js';
import { readInvoiceSettings } from '../repository.js';

/** Sets what the next invoices print about the store and the VAT rate, under the row's lock; audited. */
export async function updateInvoiceSettings(
  tx: Executor,
  actor: Actor,
  body: z.output<typeof InvoiceSettingsBody>,
  now: Date,
) {
  await tx
    .select({ id: invoiceSettings.id })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.id, 1))
    .for('update');
  const before = toInvoiceSettings(await readInvoiceSettings(tx));
  if (Object.entries(body).every(([key, value]) => before[key as keyof typeof before] === value)) return;
  const values = {
    legalNameEn: body.legal_name_en,
    legalNameAr: body.legal_name_ar,
    addressEn: body.address_en,
    addressAr: body.address_ar,
    taxRegistrationNumber: body.tax_registration_number,
    vatRate: body.vat_rate,
    updatedAt: now,
  };
  await tx
    .insert(invoiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: values });
  await recordAudit(
    tx,
    actor,
    { action: 'settings.invoices', entity: 'settings', entityKey: 'invoices', before, after: body },
    now,
  );
}
