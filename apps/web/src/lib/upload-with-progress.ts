'use client';

import type { Locale } from '@coffee/contracts/common';
import {
  type AnswerOf,
  type BffPayload,
  type BffResult,
  bffUrlOf,
  type ReadableEntry,
  readAnswer,
} from './bff/call-bff';
import type { CallEntry } from './bff/define-call';

/**
 * POSTs a multipart form to a call of the table like `callBff`, reporting how much of it has been sent
 * (0 to 1): fetch cannot observe an upload, XMLHttpRequest can. Never throws; nothing answering comes back
 * as `NETWORK_ERROR` with an empty message (the caller shows its own sentence).
 */
export function uploadWithProgress<
  E extends ReadableEntry & { readonly body: 'multipart'; readonly params?: undefined },
>(
  entry: E,
  form: FormData,
  options: { locale: Locale; onProgress: (fraction: number) => void },
): Promise<BffResult<AnswerOf<E>>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(
      entry.method,
      bffUrlOf<CallEntry & { params?: undefined }>(entry, { locale: options.locale }),
    );
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: BffPayload;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      void readAnswer(entry, request.status, payload).then(resolve);
    };
    request.onerror = () => resolve({ ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } });
    request.send(form);
  });
}
