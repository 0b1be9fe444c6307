import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { type Invoice, InvoiceResponse } from '@coffee/contracts/invoices';
import { OrderNumber } from '@coffee/contracts/orders';
import { isApiNotFound } from './api-request-error';
import { apiAuthedGet } from './authed';

/**
 * The tax invoice of the shopper's order: null for a malformed number, an order not invoiced (awaiting its
 * payment) or another shopper's.
 */
export async function getInvoice(orderNumber: string, locale: Locale): Promise<Invoice | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await apiAuthedGet(`/orders/${orderNumber}/invoice`, {}, InvoiceResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
