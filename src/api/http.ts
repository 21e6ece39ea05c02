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
 */
import * as v from 'valibot';
import { ApiErrorBody } from '../contract/api-error';
import type { ListQuery } from '../contract/list-query';
import { apiBaseUrl } from '../lib/env';
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

/** An API path (e.g. a signed image path from a reply) as a full URL of the selected environment. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${apiBaseUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
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

function unwrap(body: unknown): ApiReply<unknown> {
  if (typeof body === 'object' && body !== null && 'response' in body) {
    return { data: body.response, meta: 'meta' in body ? body.meta : undefined };
  }
  return { data: body, meta: undefined };
}

export function http<TSchema extends v.GenericSchema>(
  path: string,
  options: HttpOptions & { schema: TSchema },
): Promise<ApiReply<v.InferOutput<TSchema>>>;
export function http(path: string, options?: HttpOptions & { schema?: undefined }): Promise<ApiReply<unknown>>;
export async function http(
  path: string,
  options: HttpOptions & { schema?: v.GenericSchema } = {},
): Promise<ApiReply<unknown>> {
  const { method = 'GET', query, body, signal, schema } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(messageOf(error, 'Network error'), { status: 0, isNetworkError: true, cause: error });
  }

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
    const errorBody = v.safeParse(ApiErrorBody, parsed);
    const message = errorBody.success ? errorBody.output.error.message : NOT_AUTHORIZED;
    throw new ApiError(message, { status: response.status, body: parsed });
  }

  const reply = unwrap(parsed);
  if (schema === undefined) return reply;
  const result = v.safeParse(schema, reply.data);
  if (!result.success) {
    throw new ApiError(UNEXPECTED_REPLY, { status: response.status, body: reply.data, cause: new v.ValiError(result.issues) });
  }
  return { data: result.output, meta: reply.meta };
}
