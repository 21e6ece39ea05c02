/**
 * Reads a request body once, with a size cap enforced while reading: a Content-Length over
 * the cap is refused before any byte is read, and a body without one (chunked) is counted as
 * it streams and abandoned at the first byte past the cap. The bytes land in Hono's body
 * cache, so every later reader (c.req.text(), readJson, the upload route, the API log)
 * shares them instead of buffering the stream again; a refusal is cached too, so every
 * reader of the same request gets the same 413. A body cut off by the client is a 400, not a
 * server failure.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** The largest file a vehicle photo upload may carry. */
export const maxImageBytes = 15 * 1024 * 1024;
/** The largest request body any call accepts: one photo plus (much more than) the multipart framing around it. */
export const maxRequestBytes = 16 * 1024 * 1024;
/** The largest JSON (or any other non-multipart) body. */
export const maxJsonBytes = 1024 * 1024;

/** The limit of a request's body: only a photo upload (multipart) may be larger than a JSON body. */
export function bodyLimitFor(contentType: string | undefined): number {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '') ? maxRequestBytes : maxJsonBytes;
}

/**
 * Refuses a declared Content-Length over the request's limit with 413 before a byte of the
 * body is read. An answer given without reading the body (this 413, a 401, …) closes the
 * connection: the unread rest of the body must not be taken for the client's next request.
 */
export const declaredLengthLimit: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  const limit = bodyLimitFor(c.req.header('content-type'));
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit) {
    const what = limit === maxRequestBytes ? 'The upload' : 'The body';
    throw new HttpError(413, tooLarge(limit, what).message, closesConnection(c) ? { Connection: 'close' } : {});
  }
  await next();
  const hasBody = (declared !== undefined && declared !== '0') || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && Object.keys(c.req.bodyCache).length === 0 && !c.req.raw.bodyUsed && closesConnection(c)) c.res.headers.set('Connection', 'close');
};

/**
 * HTTP/1.1 only: over HTTP/2 (ADR 0049) an unread body is that request's own stream, which the
 * server resets, and a response must not carry a Connection header (RFC 9113, 8.2.2).
 */
function closesConnection(c: Context): boolean {
  return (c.env as { incoming?: { httpVersion?: string } } | undefined)?.incoming?.httpVersion !== '2.0';
}

function size(bytes: number): string {
  const [unit, divisor] = bytes >= 1024 * 1024 ? ['MiB', 1024 * 1024] : bytes >= 1024 ? ['KiB', 1024] : ['bytes', 1];
  return `${Math.round((bytes / divisor) * 10) / 10} ${unit}`;
}

export function tooLarge(limit: number, what = 'The request body'): HttpError {
  return new HttpError(413, `${what} is larger than the limit of ${size(limit)}`);
}

/** The request body as bytes; 413 when it is (or is declared to be) larger than `limit`. */
export async function readRawBody(c: Context, limit = maxRequestBytes, what?: string): Promise<Uint8Array> {
  if (Object.keys(c.req.bodyCache).length > 0) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > limit) throw tooLarge(limit, what);
    return bytes;
  }
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit) refuse(c, tooLarge(limit, what));
  const stream = c.req.raw.body;
  if (!stream) {
    const empty = new ArrayBuffer(0);
    remember(c, Promise.resolve(empty));
    return new Uint8Array(empty);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A failed read is the client closing the connection with its body half sent (a tablet that
    // lost its network mid-upload): an answer it will not read, but the API log's record says why.
    const { done, value } = await reader
      .read()
      .catch(() => refuse(c, new HttpError(400, 'The request was cut off: the connection closed before its body had arrived')));
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading; the server drains or closes the rest after the 413 is sent.
      await reader.cancel().catch(() => undefined);
      refuse(c, tooLarge(limit, what));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  remember(c, Promise.resolve(bytes.buffer));
  return bytes;
}

/** Refuses the body: every later reader of this request gets the same error. */
function refuse(c: Context, error: HttpError): never {
  remember(c, Promise.reject(error));
  throw error;
}

function remember(c: Context, body: Promise<ArrayBuffer>): void {
  body.catch(() => undefined);
  // Hono keeps promises in its body cache (its declared type names the resolved values).
  (c.req.bodyCache as Record<string, Promise<unknown>>).arrayBuffer = body;
}
