'use client';

import type { PlaceOrderBody } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { callBff } from '@/lib/bff/call-bff';
import * as calls from '@/lib/bff/calls/checkout';

// The checkout's calls to the API, through the web's /bff forwarder (it adds the shopper's token).

/** What the summary is asked for: the choices on the page. */
export type SummaryChoices = {
  coupon: string | null;
  addressId: number | null;
  governorateId: number | null;
  useWallet: boolean;
  paymentMethod: string | null;
};

export function toSummaryQuery(choices: SummaryChoices): string {
  const query = new URLSearchParams({ use_wallet: String(choices.useWallet) });
  if (choices.coupon) query.set('coupon', choices.coupon);
  if (choices.addressId) query.set('address_id', String(choices.addressId));
  else if (choices.governorateId) query.set('governorate_id', String(choices.governorateId));
  if (choices.paymentMethod) query.set('payment_method', choices.paymentMethod);
  return query.toString();
}

export const getOrderSummary = (choices: SummaryChoices, locale: Locale, signal: AbortSignal) =>
  callBff(calls.getOrderSummary, { locale, signal, query: new URLSearchParams(toSummaryQuery(choices)) });

/** What can pay for the cart with these choices (cash on delivery has a maximum, the wallet must cover it). */
export const listPaymentMethods = (choices: SummaryChoices, locale: Locale, signal?: AbortSignal) =>
  callBff(calls.listPaymentMethods, {
    locale,
    signal,
    query: new URLSearchParams(toSummaryQuery({ ...choices, paymentMethod: null })),
  });

export const checkCoupon = (code: string, locale: Locale) =>
  callBff(calls.checkCoupon, { locale, body: { code } });

/** `POST /orders` with the attempt's key: the same key again gives back the same order. */
export const sendOrder = (body: PlaceOrderBody, key: string, locale: Locale) =>
  callBff(calls.placeOrder, { locale, body, headers: { 'Idempotency-Key': key } });

/** Texts a code to the delivery mobile (cash on delivery's first order to it). */
export const sendMobileCode = (mobile: string, locale: Locale) =>
  callBff(calls.sendMobileCode, { locale, body: { mobile } });

/** Confirms the delivery mobile with the texted code. */
export const verifyMobileCode = (mobile: string, code: string, locale: Locale) =>
  callBff(calls.verifyMobileCode, { locale, body: { mobile, code } });
