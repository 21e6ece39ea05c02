/**
 * Sends one outbox record to the server through the app's HTTP layer (src/api/http.ts:
 * `sendWithProgress`, which reports upload progress for photos) and reads the answer into
 * what the engine decides on. The token is read at send time, never stored with the record.
 */
import { joinApiUrl, encodeBody, NOT_AUTHORIZED, requestHeaders, sendWithProgress, serverErrorMessage, unwrap } from '@/api/http';
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

/** The request's body: the record's JSON value, or a form with its photo's bytes. */
function requestBody(record: OutboxRecord, bytes: ArrayBuffer | null): unknown {
  const { body } = record;
  if (body === null) return undefined;
  if (body.kind === 'json') return body.value;
  if (bytes === null) throw new Error(missingPhotoMessage);
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  form.append(body.field, new Blob([bytes], { type: body.mimeType }), body.fileName);
  return form;
}

/** A reply's text as JSON, or as the text itself when it is not JSON (kept on the record as it came). */
function parseReply(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const missingPhotoMessage = 'The photo of this change is no longer on the device.';

export const xhrTransport: Transport = async (record, bytes, token, onProgress, signal) => {
  const headers = requestHeaders(token, { 'Idempotency-Key': record.key });
  // The version the write was made on: a stale one is refused (412) instead of applied.
  if (record.ifMatch?.etag) headers.set('If-Match', record.ifMatch.etag);
  let body: string | FormData | undefined;
  try {
    body = encodeBody(requestBody(record, bytes), headers);
  } catch (error) {
    return { status: 400, reply: null, meta: undefined, message: error instanceof Error ? error.message : String(error), retryAfterMs: null };
  }
  const url = joinApiUrl(record.apiBase, record.path);
  const answer = await sendWithProgress({ method: record.method, url, headers, body, timeoutMs: sendTimeoutMs, onProgress, signal });
  if (answer.status === 0) return { status: 0, reply: null, meta: undefined, message: offlineMessage, retryAfterMs: null };
  const parsed = parseReply(answer.text);
  const ok = answer.status >= 200 && answer.status < 300;
  const { data, meta } = ok ? unwrap(parsed) : { data: parsed, meta: undefined };
  return {
    status: answer.status,
    reply: data,
    meta,
    message: ok ? '' : (serverErrorMessage(parsed) ?? (answer.status >= 400 ? NOT_AUTHORIZED : `Unexpected answer from the server (${answer.status})`)),
    retryAfterMs: parseRetryAfter(answer.retryAfter),
  };
};
