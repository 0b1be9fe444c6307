import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAsPartner } from './calls/engagement';
import { uploadWithProgress } from './upload-with-progress';

/** The browser's XMLHttpRequest, sending in two steps and then answering `status` with `body`. */
function answerWith(status: number, body: string | null) {
  const sent: { method?: string; url?: string; form?: FormData } = {};
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.form = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      if (body === null) return this.onerror?.();
      Object.assign(this, { status, responseText: body });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadWithProgress', () => {
  it('reports the upload and gives back the data of an answer that keeps its contract', async () => {
    const sent = answerWith(201, JSON.stringify({ data: { id: 4, status: 'submitted', message: 'Thanks' } }));
    const progress: number[] = [];
    const form = new FormData();
    const result = await uploadWithProgress(applyAsPartner, form, {
      locale: 'ar',
      onProgress: (f) => progress.push(f),
    });
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { id: 4, status: 'submitted', message: 'Thanks' },
    });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toEqual({ method: 'POST', url: '/bff/partner-applications?locale=ar', form });
  });

  it('fails an answer that breaks its contract, passes a refusal on, and says when nothing answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = { locale: 'en' as const, onProgress: () => {} };
    answerWith(201, JSON.stringify({ data: { id: 4 } }));
    expect(await uploadWithProgress(applyAsPartner, new FormData(), options)).toMatchObject({
      ok: false,
      status: 0,
      error: { code: 'BAD_ANSWER' },
    });
    answerWith(413, JSON.stringify({ message: 'Too large', code: 'PAYLOAD_TOO_LARGE' }));
    expect(await uploadWithProgress(applyAsPartner, new FormData(), options)).toMatchObject({
      ok: false,
      status: 413,
      error: { message: 'Too large', code: 'PAYLOAD_TOO_LARGE' },
    });
    answerWith(0, null);
    expect(await uploadWithProgress(applyAsPartner, new FormData(), options)).toMatchObject({
      ok: false,
      status: 0,
      error: { code: 'NETWORK_ERROR' },
    });
  });
});
