import 'server-only';
import {
  type AdminOrder,
  AdminOrderResponse,
  type AdminOrdersQuery,
  AdminOrdersResponse,
  AdminSellersResponse,
  AuditResponse,
  type BackofficeMe,
  BackofficeMeResponse,
  BackofficeProductsResponse,
} from '@coffee/contracts/backoffice';
import {
  type AdminCustomerDetail,
  AdminCustomerResponse,
  AdminCustomersResponse,
} from '@coffee/contracts/backoffice-customers';
import { AdminSettingsResponse } from '@coffee/contracts/backoffice-settings';
import { type AdminCodRefusals, AdminCodRefusalsResponse } from '@coffee/contracts/cod';
import type { Locale } from '@coffee/contracts/common';
import { type Invoice, InvoiceResponse, InvoiceSettingsResponse } from '@coffee/contracts/invoices';
import { OrderNumber } from '@coffee/contracts/orders';
import { SellerLinesResponse, SellerSalesResponse } from '@coffee/contracts/seller-portal';
import { type AdminShipment, AdminShipmentResponse, CourierCashResponse } from '@coffee/contracts/shipping';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { ApiRequestError, isApiNotFound } from './api-request-error';
import { apiAuthedGet } from './authed';
import type { ApiQuery } from './client';

/**
 * A back-office read. The area's layout answers anyone without the role with the store's 404, but Next renders
 * a page beside its layout: the page's own read then meets the API's 403 and must end the same way, not as an
 * error in the log.
 */
export async function backofficeGet<Schema extends z.ZodType>(
  path: string,
  query: ApiQuery,
  schema: Schema,
  options: { locale: Locale },
): Promise<z.output<Schema>> {
  try {
    return await apiAuthedGet(path, query, schema, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) notFound();
    throw error;
  }
}

/** The caller's back-office standing, once per request; null for a shopper with none (the API's 403). */
export const getBackofficeMe = cache(async (locale: Locale): Promise<BackofficeMe | null> => {
  try {
    return (await apiAuthedGet('/backoffice/me', {}, BackofficeMeResponse, { locale })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
});

/** A page of every order, as the filters in the page's address ask. */
export const listAdminOrders = (query: Omit<AdminOrdersQuery, 'lang'>, locale: Locale) =>
  backofficeGet('/admin/orders', query as ApiQuery, AdminOrdersResponse, { locale });

/** One order in full; null for a malformed or unknown number. */
export async function getAdminOrder(orderNumber: string, locale: Locale): Promise<AdminOrder | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await backofficeGet(`/admin/orders/${orderNumber}`, {}, AdminOrderResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** Any order's parcel as staff see it; null before the courier is booked (or for a malformed number). */
export async function getAdminShipment(orderNumber: string, locale: Locale): Promise<AdminShipment | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  return (await backofficeGet(`/admin/orders/${orderNumber}/shipment`, {}, AdminShipmentResponse, { locale }))
    .data;
}

/** Cash on delivery per Cairo day: what the courier was to collect and what it reported collected. */
export const getCourierCash = async (query: { from?: string; to?: string }, locale: Locale) =>
  (await backofficeGet('/admin/shipping/cash', query as ApiQuery, CourierCashResponse, { locale })).data;

/** Any order's tax invoice; null for a malformed number or an order not invoiced (awaiting its payment). */
export async function getAdminInvoice(orderNumber: string, locale: Locale): Promise<Invoice | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await backofficeGet(`/admin/orders/${orderNumber}/invoice`, {}, InvoiceResponse, { locale }))
      .data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** What invoices print about the store, and the VAT rate. */
export const getInvoiceSettings = async (locale: Locale) =>
  (await backofficeGet('/admin/invoice-settings', {}, InvoiceSettingsResponse, { locale })).data;

export const listAdminSellers = async (locale: Locale) =>
  (await backofficeGet('/admin/sellers', {}, AdminSellersResponse, { locale })).data;

export const listAudit = (
  query: { actor?: string; entity?: string; from?: string; to?: string; page: number },
  locale: Locale,
) => backofficeGet('/admin/audit', query, AuditResponse, { locale });

/** A page of products with their variants: every seller's in the back office, the caller's own in the portal. */
export const listBackofficeProducts = (
  area: 'admin' | 'seller',
  query: { q?: string; seller_id?: string; page: number },
  locale: Locale,
) => backofficeGet(`/${area}/products`, query, BackofficeProductsResponse, { locale });

export const listAdminCustomers = (query: { q?: string; page: number }, locale: Locale) =>
  backofficeGet('/admin/customers', query, AdminCustomersResponse, { locale });

/** One customer in full; null for an unknown id (or a staff account's). */
export async function getAdminCustomer(id: number, locale: Locale): Promise<AdminCustomerDetail | null> {
  try {
    return (await backofficeGet(`/admin/customers/${id}`, {}, AdminCustomerResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** A customer's refused cash deliveries, by account and mobile, and the cash orders staff may mark refused. */
export async function getAdminCodRefusals(id: number, locale: Locale): Promise<AdminCodRefusals | null> {
  try {
    return (
      await backofficeGet(`/admin/customers/${id}/cod-refusals`, {}, AdminCodRefusalsResponse, { locale })
    ).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** The seller's order lines in a state (to prepare, ready, all), oldest first. */
export const listSellerLines = (state: 'to_prepare' | 'ready' | 'all', page: number, locale: Locale) =>
  backofficeGet('/seller/order-lines', { state, page }, SellerLinesResponse, { locale });

export const getSellerSales = async (locale: Locale) =>
  (await backofficeGet('/seller/sales', {}, SellerSalesResponse, { locale })).data;

export const getAdminSettings = async (locale: Locale) =>
  (await backofficeGet('/admin/settings', {}, AdminSettingsResponse, { locale })).data;
