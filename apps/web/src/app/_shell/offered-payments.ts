import 'server-only';
import { OfferedPaymentMethodsResponse, type PaymentMethodId } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { cache } from 'react';
import { apiGet } from '@/lib/api/client';
import { reportLeftOut } from '@/lib/api/left-out';

/**
 * The ways to pay the store offers now, for the footer: the API's list, the one checkout's comes from (so a
 * method turned off, or InstaPay without an address, is not advertised). Cached a minute like the catalog; a
 * failing API leaves the footer without the list rather than showing methods that may be off.
 */
export const getOfferedPaymentMethods = cache(async (locale: Locale): Promise<PaymentMethodId[]> => {
  try {
    return (await apiGet('/payment-methods/offered', {}, OfferedPaymentMethodsResponse, { locale })).data;
  } catch (error) {
    reportLeftOut('Offered payment methods unavailable', error);
    return [];
  }
});
