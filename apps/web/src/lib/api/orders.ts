import 'server-only';
import { PaymentMethodsResponse } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { type Order, OrderNumber, OrderResponse, OrdersResponse } from '@coffee/contracts/orders';
import { type Shipment, ShipmentResponse } from '@coffee/contracts/shipping';
import { isApiNotFound } from './api-request-error';
import { apiAuthedGet } from './authed';

/** The shopper's order by its number; null for a malformed number, an unknown one or another shopper's. */
export async function getOrder(orderNumber: string, locale: Locale): Promise<Order | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await apiAuthedGet(`/orders/${orderNumber}`, {}, OrderResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** One page of the shopper's orders, newest first. */
export const listOrders = (page: number, locale: Locale) =>
  apiAuthedGet('/orders', { page }, OrdersResponse, { locale });

/** The ways to pay the shopper's current cart, with why a method cannot be used. */
export const listPaymentMethods = async (locale: Locale) =>
  (await apiAuthedGet('/payment-methods', {}, PaymentMethodsResponse, { locale })).data;

/** The shopper's order's parcel (courier, tracking number, timeline); null before the courier is booked. */
export async function getOrderShipment(orderNumber: string, locale: Locale): Promise<Shipment | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await apiAuthedGet(`/orders/${orderNumber}/shipment`, {}, ShipmentResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
