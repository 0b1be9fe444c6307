import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { type PaymentReturn, PaymentReturnResponse } from '@coffee/contracts/payments';
import { buildApiUrl } from './client';

const TIMEOUT_MS = 20_000;

/**
 * Hands what the browser brought back from a gateway to the API, which verifies it (and asks the gateway when
 * its notification has not come). Null when the API refused it (a forged or unknown return) or failed.
 */
export async function confirmPaymentReturn(
  provider: 'paytabs' | 'opay',
  body: { fields: Record<string, string> } | { reference: string; signature: string },
  locale: Locale,
): Promise<PaymentReturn | null> {
  try {
    const response = await fetch(buildApiUrl(`/payments/${provider}/return`, {}, locale), {
      method: 'POST',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = PaymentReturnResponse.safeParse(await response.json());
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
