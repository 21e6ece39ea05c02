/**
 * The typed client of the /v3 API: base URL, bearer token, JSON or multipart bodies,
 * list queries, reply unwrapping and error mapping. Features call it from their api.ts.
 *
 * Every call resolves to `{ data, meta }`:
 * - when the reply's JSON body has a `response` field, `data` is that value and `meta` is
 *   the body's `meta` (kept, e.g. an inspection update's autograde result);
 * - otherwise `data` is the body as is and `meta` is undefined; an empty body is `null`.
 * With `schema`, `data` is parsed by it and typed from it; without one it is `unknown`.
 *
 * Every failure rejects with an ApiError:
 * - status >= 400: the server's `error.message`, or "Not Authorized" when it sent none;
 * - network failure: status 0, isNetworkError, the error's message;
 * - an unreadable reply (bad JSON): the error's message, or the status text;
 * - a reply that does not match `schema`: "Unexpected reply from the server".
 * An aborted call rejects with the abort error itself, so cancellation stays cancellation.
 *
 * It is the app's one HTTP layer: the offline outbox sends its records with `sendWithProgress`
 * (the same URL, headers, bodies, reply unwrapping and error messages; XMLHttpRequest because
 * only it reports upload progress) rather than with a client of its own.
 */
import * as v from 'valibot';
import { ApiErrorBody } from '@/contract/api-error';
import type { ListQuery } from '@/contract/list-query';
import { apiBaseUrl } from '@/lib/env';
import { ApiError } from './api-error';
import { buildListQuery } from './list-query';

export type TokenGetter = () => string | null | undefined;

let getToken: TokenGetter = () => undefined;

/** The auth layer tells the client where the current token lives. */
export function setTokenGetter(getter: TokenGetter): void {
  getToken = getter;
}

let onUnauthorized: (() => void) | null = null;

/**
 * Called when a call that carried a token gets 401: the session is over (expired or
 * revoked). The auth layer signs the user out and keeps the page for after sign-in.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** For senders outside http() (the offline outbox): the server refused the session's token. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpOptions {
  method?: HttpMethod;
  /** Sent as the query string; a ListQuery goes through buildListQuery. */
  query?: URLSearchParams | ListQuery;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the token getter: a token to send, or null to send none. */
  token?: string | null;
  /** A 401 here is expected (signing out with a dead token): do not end the session for it. */
  ignoreUnauthorized?: boolean;
}

export interface ApiReply<TData> {
  data: TData;
  meta: unknown;
}

export const UNEXPECTED_REPLY = 'Unexpected reply from the server';
export const NOT_AUTHORIZED = 'Not Authorized';

/** `path` under an API base URL, with one slash between them. */
export function joinApiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** An API path (e.g. a signed image path from a reply) as a full URL of the selected environment. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return joinApiUrl(apiBaseUrl(), path);
}

function buildUrl(path: string, query: HttpOptions['query']): string {
  const url = apiUrl(path);
  if (query === undefined) return url;
  const search = (query instanceof URLSearchParams ? query : buildListQuery(query)).toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback !== '' ? fallback : 'Request failed';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  const parsed: unknown = JSON.parse(text);
  return parsed;
}

/** A reply's `response` and `meta` when it has a `response` field, else the body as it is. */
export function unwrap(body: unknown): ApiReply<unknown> {
  if (typeof body === 'object' && body !== null && 'response' in body) {
    return { data: body.response, meta: 'meta' in body ? body.meta : undefined };
  }
  return { data: body, meta: undefined };
}

/** The message of the server's `{ error: { message } }` body, or null when the body is not one. */
export function serverErrorMessage(body: unknown): string | null {
  const errorBody = v.safeParse(ApiErrorBody, body);
  return errorBody.success ? errorBody.output.error.message : null;
}

/** The headers of every call: JSON wanted, the bearer token when there is one, then the call's own. */
export function requestHeaders(token: string | null | undefined, own?: HeadersInit): Headers {
  const headers = new Headers(own);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** A request body: FormData as multipart (the browser writes its boundary), anything else as JSON. */
export function encodeBody(body: unknown, headers: Headers): string | FormData | undefined {
  if (body instanceof FormData) return body;
  if (body === undefined) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Reads sent ahead, before the app asked (src/read-ahead.ts, ADR 0048): by URL, with the token
 * they carried. `http()` takes one for a GET of the same URL and token, once, instead of
 * sending its own; those nobody takes are dropped once the first screen has loaded.
 */
const readsAhead = new Map<string, { token: string; response: Promise<Response> }>();

/** Sends a GET now, for the `http()` call that will ask for the same a moment later. */
export function readAhead(path: string, query: HttpOptions['query'], token: string): void {
  const url = buildUrl(path, query);
  if (readsAhead.has(url)) return;
  const response = fetch(url, { headers: requestHeaders(token) });
  // A failure is the taker's to see (it then asks again), or nobody's.
  response.catch(() => undefined);
  readsAhead.set(url, { token, response });
}

/** The first screen has loaded: reads ahead that nobody took are dropped, and none are sent after. */
export function dropReadsAhead(): void {
  readsAhead.clear();
}

function takeReadAhead(url: string, method: HttpMethod, token: string | null | undefined): Promise<Response> | undefined {
  const ahead = readsAhead.get(url);
  if (ahead === undefined || method !== 'GET' || ahead.token !== token) return undefined;
  readsAhead.delete(url);
  return ahead.response;
}

export function http<TSchema extends v.GenericSchema>(path: string, options: HttpOptions & { schema: TSchema }): Promise<ApiReply<v.InferOutput<TSchema>>>;
export function http(path: string, options?: HttpOptions & { schema?: undefined }): Promise<ApiReply<unknown>>;
export async function http(path: string, options: HttpOptions & { schema?: v.GenericSchema } = {}): Promise<ApiReply<unknown>> {
  const { method = 'GET', query, body, signal, schema } = options;
  const token = options.token === undefined ? getToken() : options.token;
  const headers = requestHeaders(token, options.headers);
  const payload = encodeBody(body, headers);

  const url = buildUrl(path, query);
  const send = () => fetch(url, { method, headers, body: payload, signal });
  const ahead = takeReadAhead(url, method, token);
  let response: Response;
  try {
    // A read sent ahead that failed (no network yet) is asked again, as any read would be.
    response = ahead ? await ahead.catch(send) : await send();
    signal?.throwIfAborted();
  } catch (error) {
    if (signal?.aborted) throw error;
    // No answer: the connection's witness says offline (a Wi-Fi with no route still says online).
    observeCall?.(false);
    throw new ApiError(messageOf(error, 'Network error'), { status: 0, isNetworkError: true, cause: error });
  }
  observeCall?.(true);

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (response.status < 400) {
      throw new ApiError(messageOf(error, response.statusText), { status: response.status, cause: error });
    }
  }

  if (response.status === 401 && token && !options.ignoreUnauthorized) onUnauthorized?.();
  if (response.status >= 400) {
    throw new ApiError(serverErrorMessage(parsed) ?? NOT_AUTHORIZED, { status: response.status, body: parsed });
  }

  const reply = unwrap(parsed);
  if (schema === undefined) return reply;
  const result = v.safeParse(schema, reply.data);
  if (!result.success) {
    throw new ApiError(UNEXPECTED_REPLY, { status: response.status, body: reply.data, cause: new v.ValiError(result.issues) });
  }
  return { data: result.output, meta: reply.meta };
}

/** What came back from `sendWithProgress`: status 0 when no answer arrived (offline, cut, timed out, aborted). */
export interface RawReply {
  status: number;
  /** The reply's body as text ('' when none arrived). */
  text: string;
  retryAfter: string | null;
}

export interface ProgressRequest {
  method: HttpMethod;
  url: string;
  headers: Headers;
  body: string | FormData | undefined;
  timeoutMs: number;
  onProgress: (progress: { loaded: number; total: number }) => void;
  signal: AbortSignal;
}

/**
 * Sends one request and reports its upload's progress (XMLHttpRequest: fetch cannot, and a
 * tablet sending a photo on a weak network needs to see it). Never rejects: a network failure,
 * a timeout or an abort resolve with status 0, for the caller to retry.
 */
export function sendWithProgress(request: ProgressRequest): Promise<RawReply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const noAnswer = () => resolve({ status: 0, text: '', retryAfter: null });
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onabort = noAnswer;
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') });
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}

let observeCall: ((answered: boolean) => void) | null = null;

/** Hears whether each call got an answer (any status) or none: the connection's witness (main.tsx wires it). */
export function setCallObserver(observer: (answered: boolean) => void): void {
  observeCall = observer;
}

/** Whether the server answers its readiness check: how the connection's witness asks while no call gets through. */
export async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(buildUrl('/v3/health', undefined), { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
