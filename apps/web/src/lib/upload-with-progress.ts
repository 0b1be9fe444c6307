'use client';

import type { Locale } from '@coffee/contracts/common';
import type { BffResult } from './bff-client';

/**
 * POSTs a multipart form to a `/bff/…` route like `callBff`, reporting how much of it has been sent
 * (0 to 1): fetch cannot observe an upload, XMLHttpRequest can. Never throws; nothing answering comes back
 * as `NETWORK_ERROR` with an empty message (the caller shows its own sentence).
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: { locale: Locale; onProgress: (fraction: number) => void },
): Promise<BffResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/bff/${path}?${new URLSearchParams({ locale: options.locale })}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: { data?: T; message?: string; messages?: string[]; code?: string } | undefined;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, status: request.status, data: payload?.data as T });
        return;
      }
      resolve({
        ok: false,
        status: request.status,
        error: {
          message: payload?.message ?? '',
          messages: payload?.messages,
          code: payload?.code ?? 'HTTP_ERROR',
        },
      });
    };
    request.onerror = () => resolve({ ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } });
    request.send(form);
  });
}
