import type { PaymentMethodId } from '@coffee/contracts/checkout';
import type { CreditNoteReason, Invoice, InvoiceSettings } from '@coffee/contracts/invoices';
import type { BilingualText } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { presentAddress } from '../../lib/present-address.js';
import type { InvoiceRow, InvoiceSettingsRow } from './repository.js';

const inLang = (lang: Lang, text: BilingualText): string => localized(lang, text.en, text.ar);

/** An issued invoice as its snapshot says, in the reader's language, with its credit notes. */
export function toInvoice(invoice: InvoiceRow, creditNotes: InvoiceRow[], lang: Lang): Invoice {
  const snapshot = invoice.snapshot;
  if (!snapshot) throw new Error(`invoice ${invoice.number} has no snapshot`);
  const { address } = snapshot.buyer;
  return {
    number: invoice.number,
    issued_at: invoice.issuedAt.toISOString(),
    order_number: snapshot.orderNumber,
    order_date: snapshot.orderDate,
    store: {
      name: inLang(lang, snapshot.store.name),
      address: inLang(lang, snapshot.store.address),
      tax_registration_number: snapshot.store.taxRegistrationNumber,
    },
    buyer: {
      name: snapshot.buyer.name,
      email: snapshot.buyer.email,
      address: presentAddress(lang, address),
    },
    items: snapshot.lines.map((line) => ({
      name: inLang(lang, line.name),
      variant_name: line.variant ? inLang(lang, line.variant) : null,
      seller: inLang(lang, line.seller),
      quantity: line.quantity,
      list_price: line.listPrice,
      unit_price: line.unitPrice,
      discount: (line.listPrice - line.unitPrice) * line.quantity,
      line_total: line.lineTotal,
    })),
    subtotal: snapshot.goods,
    sale_discount: snapshot.saleDiscount,
    coupon_discount: snapshot.couponDiscount,
    coupon_code: snapshot.couponCode,
    delivery: snapshot.delivery,
    cod_fee: snapshot.codFee ?? 0,
    total: invoice.total,
    vat_rate: invoice.vatRate,
    vat_included: invoice.vatAmount,
    wallet_amount: snapshot.walletAmount,
    payment_method: snapshot.paymentMethod as PaymentMethodId,
    by_method: snapshot.byMethod,
    credit_notes: creditNotes.map((note) => ({
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      reason: (note.reason ?? 'order_canceled') as CreditNoteReason,
      total: note.total,
      vat_included: note.vatAmount,
    })),
  };
}

export const toInvoiceSettings = (row: InvoiceSettingsRow): InvoiceSettings => ({
  legal_name_en: row.legalNameEn,
  legal_name_ar: row.legalNameAr,
  address_en: row.addressEn,
  address_ar: row.addressAr,
  tax_registration_number: row.taxRegistrationNumber,
  vat_rate: row.vatRate,
});
