import { GatewayError, type ProviderName } from './types.js';

/** POSTs JSON to a gateway and answers its JSON; a timeout, a non-2xx or a non-JSON answer is a GatewayError. */
export function postJson(
  provider: ProviderName,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 15_000,
): Promise<Record<string, unknown>> {
  return callJson(provider, url, { method: 'POST', body, headers }, timeoutMs);
}

/** GETs a gateway's JSON (FawryPay's status query), with the same errors as postJson. */
export const getJson = (provider: ProviderName, url: string, timeoutMs = 15_000) =>
  callJson(provider, url, { method: 'GET', headers: {} }, timeoutMs);

async function callJson(
  provider: ProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; body?: string; headers: Record<string, string> },
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        accept: 'application/json',
        ...init.headers,
      },
      ...(init.body !== undefined && { body: init.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(provider, `unreachable (${(error as Error).message})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayError(provider, `HTTP ${response.status}, not JSON`);
  }
  if (!response.ok || typeof json !== 'object' || json === null) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new GatewayError(provider, `HTTP ${response.status}: ${String(message ?? 'refused')}`);
  }
  return json as Record<string, unknown>;
}
