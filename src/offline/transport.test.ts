import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecord } from '@/test/outbox-records';
import { missingPhotoMessage, offlineMessage, xhrTransport } from './transport';

/** What the fake XMLHttpRequest was asked to send, and how it answers. */
interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Exchange[] = [];
let answer: (xhr: FakeXhr) => void = () => {};

class FakeXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private exchange: Exchange = { method: '', url: '', headers: {}, body: null };
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.exchange = { method, url, headers: {}, body: null };
  }
  setRequestHeader(name: string, value: string) {
    this.exchange.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.exchange.body = body;
    sent.push(this.exchange);
    answer(this);
  }
  reply(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const send = (record = makeRecord(), bytes: ArrayBuffer | null = null) => xhrTransport(record, bytes, 'token-1', () => {}, new AbortController().signal);

describe('the outbox transport', () => {
  it('sends a JSON record under its API base with the token, its key and the version it was made on', async () => {
    answer = (xhr) => xhr.reply(200, { response: { id: 5 }, meta: { autograde: 4 } });
    const record = makeRecord({ apiBase: 'http://api.test/', path: '/v3/util/vehicle_images/5', key: 'k-1', ifMatch: { etag: '"r5-v2"', base: {} } });
    expect(await send(record)).toEqual({ status: 200, reply: { id: 5 }, meta: { autograde: 4 }, message: '', retryAfterMs: null });
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: 'http://api.test/v3/util/vehicle_images/5',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer token-1',
          'content-type': 'application/json',
          'idempotency-key': 'k-1',
          'if-match': '"r5-v2"',
        },
        body: '{"is_private":1}',
      },
    ]);
  });

  it('sends a photo as multipart with its form fields, and no JSON content type', async () => {
    answer = (xhr) => xhr.reply(201, { response: { id: 8 } });
    const record = makeRecord({
      method: 'POST',
      body: { kind: 'file', field: 'photo', fileName: 'a.jpg', mimeType: 'image/jpeg', size: 3, fields: { ref: '4' } },
    });
    expect(await send(record, new Uint8Array([1, 2, 3]).buffer)).toMatchObject({ status: 201, reply: { id: 8 } });
    const form = sent[0]?.body as FormData;
    expect(form.get('ref')).toBe('4');
    const photo = form.get('photo') as Blob;
    expect([photo.size, photo.type]).toEqual([3, 'image/jpeg']);
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('refuses a photo whose bytes are gone without sending anything', async () => {
    const record = makeRecord({ method: 'POST', body: { kind: 'file', field: 'photo', fileName: 'a.jpg', mimeType: 'image/jpeg', size: 3, fields: {} } });
    expect(await send(record, null)).toMatchObject({ status: 400, message: missingPhotoMessage });
    expect(sent).toEqual([]);
  });

  it('gives a refusal the server’s message and whole body, and its Retry-After', async () => {
    answer = (xhr) => xhr.reply(429, { error: { message: 'Slow down' } }, { 'retry-after': '3' });
    expect(await send()).toEqual({ status: 429, reply: { error: { message: 'Slow down' } }, meta: undefined, message: 'Slow down', retryAfterMs: 3000 });
    answer = (xhr) => xhr.reply(500, 'gateway text');
    expect(await send()).toMatchObject({ status: 500, reply: 'gateway text', message: 'Not Authorized' });
  });

  it('reports no answer (offline, timed out, cut) as status 0, to be retried', async () => {
    answer = (xhr) => xhr.onerror?.();
    expect(await send()).toEqual({ status: 0, reply: null, meta: undefined, message: offlineMessage, retryAfterMs: null });
  });
});
