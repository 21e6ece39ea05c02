/**
 * Sends one outbox record over HTTP. XMLHttpRequest rather than fetch because only it
 * reports upload progress, which a tablet on a weak network needs to see for a photo.
 * The token is read at send time, never stored with the record.
 */
import * as v from 'valibot';
import { ApiErrorBody } from '../contract/api-error';
import { parseRetryAfter } from './backoff';
import type { OutboxRecord } from './record';

export interface SendResult {
  /** 0 when the request never got an answer (offline, connection dropped, timed out). */
  status: number;
  /** The reply's `response` field when it has one, else the reply as is (for a refusal: the whole body). */
  reply: unknown;
  /** The reply's `meta` (an inspection write's autograde outcome). */
  meta: unknown;
  /** What the user is told when it failed. */
  message: string;
  retryAfterMs: number | null;
}

export interface Progress {
  loaded: number;
  total: number;
}

export type Transport = (
  record: OutboxRecord,
  /** A photo's bytes (file bodies), loaded by the engine just before the send. */
  bytes: ArrayBuffer | null,
  token: string,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
) => Promise<SendResult>;

/** A send that hangs this long counts as a network failure and is retried (same key: no duplicate). */
export const sendTimeoutMs = 120_000;

export const offlineMessage = 'No connection to the server. It will be sent when the connection returns.';

function payload(record: OutboxRecord, bytes: ArrayBuffer | null): { body: XMLHttpRequestBodyInit | null; contentType: string | null } {
  const { body } = record;
  if (body === null) return { body: null, contentType: null };
  if (body.kind === 'json') return { body: JSON.stringify(body.value), contentType: 'application/json' };
  if (bytes === null) throw new Error(missingPhotoMessage);
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  form.append(body.field, new Blob([bytes], { type: body.mimeType }), body.fileName);
  return { body: form, contentType: null };
}

function parseReply(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failureMessage(status: number, reply: unknown): string {
  const parsed = v.safeParse(ApiErrorBody, reply);
  if (parsed.success) return parsed.output.error.message;
  return status >= 400 ? 'Not Authorized' : `Unexpected answer from the server (${status})`;
}

export const missingPhotoMessage = 'The photo of this change is no longer on the device.';

export const xhrTransport: Transport = (record, bytes, token, onProgress, signal) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const url = `${record.apiBase.replace(/\/+$/, '')}/${record.path.replace(/^\/+/, '')}`;
    const networkFailure = () => resolve({ status: 0, reply: null, meta: undefined, message: offlineMessage, retryAfterMs: null });
    let prepared: ReturnType<typeof payload>;
    try {
      prepared = payload(record, bytes);
    } catch (error) {
      resolve({ status: 400, reply: null, meta: undefined, message: error instanceof Error ? error.message : String(error), retryAfterMs: null });
      return;
    }
    xhr.open(record.method, url);
    xhr.timeout = sendTimeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', record.key);
    // The version the write was made on: a stale one is refused (412) instead of applied.
    if (record.ifMatch?.etag) xhr.setRequestHeader('If-Match', record.ifMatch.etag);
    if (prepared.contentType) xhr.setRequestHeader('Content-Type', prepared.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = networkFailure;
    xhr.onload = () => {
      const body = parseReply(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      const wrapped = ok && typeof body === 'object' && body !== null && 'response' in body;
      const reply = wrapped ? body.response : body;
      resolve({
        status: xhr.status,
        reply,
        meta: wrapped && 'meta' in body ? body.meta : undefined,
        message: ok ? '' : failureMessage(xhr.status, body),
        retryAfterMs: parseRetryAfter(xhr.getResponseHeader('Retry-After')),
      });
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(prepared.body);
  });
