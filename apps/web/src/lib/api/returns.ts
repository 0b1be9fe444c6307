import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { OrderNumber } from '@coffee/contracts/orders';
import { type OrderReturns, OrderReturnsResponse } from '@coffee/contracts/returns';
import { isApiNotFound } from './api-request-error';
import { apiAuthedGet } from './authed';

/** The shopper's order's returns and what may still be returned until when; null for another's order. */
export async function getOrderReturns(orderNumber: string, locale: Locale): Promise<OrderReturns | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await apiAuthedGet(`/orders/${orderNumber}/returns`, {}, OrderReturnsResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
