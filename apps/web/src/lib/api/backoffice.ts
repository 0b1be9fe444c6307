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
import type { Locale } from '@coffee/contracts/common';
import { OrderNumber } from '@coffee/contracts/orders';
import { SellerLinesResponse, SellerSalesResponse } from '@coffee/contracts/seller-portal';
import { cache } from 'react';
import { ApiRequestError, isApiNotFound } from './api-request-error';
import { apiAuthedGet } from './authed';
import type { ApiQuery } from './client';

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
  apiAuthedGet('/admin/orders', query as ApiQuery, AdminOrdersResponse, { locale });

/** One order in full; null for a malformed or unknown number. */
export async function getAdminOrder(orderNumber: string, locale: Locale): Promise<AdminOrder | null> {
  if (!OrderNumber.safeParse(orderNumber).success) return null;
  try {
    return (await apiAuthedGet(`/admin/orders/${orderNumber}`, {}, AdminOrderResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

export const listAdminSellers = async (locale: Locale) =>
  (await apiAuthedGet('/admin/sellers', {}, AdminSellersResponse, { locale })).data;

export const listAudit = (page: number, locale: Locale) =>
  apiAuthedGet('/admin/audit', { page }, AuditResponse, { locale });

/** A page of products with their variants: every seller's in the back office, the caller's own in the portal. */
export const listBackofficeProducts = (
  area: 'admin' | 'seller',
  query: { q?: string; seller_id?: string; page: number },
  locale: Locale,
) => apiAuthedGet(`/${area}/products`, query, BackofficeProductsResponse, { locale });

export const listAdminCustomers = (query: { q?: string; page: number }, locale: Locale) =>
  apiAuthedGet('/admin/customers', query, AdminCustomersResponse, { locale });

/** One customer in full; null for an unknown id (or a staff account's). */
export async function getAdminCustomer(id: number, locale: Locale): Promise<AdminCustomerDetail | null> {
  try {
    return (await apiAuthedGet(`/admin/customers/${id}`, {}, AdminCustomerResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}

/** The seller's order lines in a state (to prepare, ready, all), oldest first. */
export const listSellerLines = (state: 'to_prepare' | 'ready' | 'all', page: number, locale: Locale) =>
  apiAuthedGet('/seller/order-lines', { state, page }, SellerLinesResponse, { locale });

export const getSellerSales = async (locale: Locale) =>
  (await apiAuthedGet('/seller/sales', {}, SellerSalesResponse, { locale })).data;

export const getAdminSettings = async (locale: Locale) =>
  (await apiAuthedGet('/admin/settings', {}, AdminSettingsResponse, { locale })).data;
