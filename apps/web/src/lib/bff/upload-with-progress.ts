'use client';

import type { Locale } from '@coffee/contracts/common';
import { bffUrl } from './bff-path';
import { type BffResult, NETWORK_ERROR, unloaded } from './call-bff';
import type { AnswerOf, JsonCall } from './define-call';

/**
 * POSTs a multipart form like `callBff`, to a call of the table that takes one, reporting how much of it has
 * been sent (0 to 1): fetch cannot observe an upload, XMLHttpRequest can. The answer is checked and shaped
 * as `callBff`'s; never throws.
 */
export function uploadWithProgress<Entry extends JsonCall & { upload: 'multipart'; params?: undefined }>(
  entry: Entry,
  form: FormData,
  options: { locale: Locale; onProgress: (fraction: number) => void },
): Promise<BffResult<AnswerOf<Entry>>> {
  const settling = import('./settle-answer').then(
    ({ prepareAnswer }) => prepareAnswer(entry),
    (error: unknown) => async () => unloaded(error),
  );
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(entry.method, bffUrl(entry, { locale: options.locale }));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      resolve(settling.then((settle) => settle(request.status, payload)));
    };
    request.onerror = () => resolve(NETWORK_ERROR);
    request.send(form);
  });
}
