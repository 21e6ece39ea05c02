/**
 * The one error type handlers throw. The error middleware turns it into
 * `{ error: { message } }` with its status; anything else becomes a 500 with a
 * generic message (never a stack trace or SQL text).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 423 | 429 | 500 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Machine-readable additions a client acts on: `error` fields (a code) and top-level fields (a 412's current record). */
    readonly extra: { error?: Record<string, unknown>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/** The body the error middleware answers for an HttpError. */
export function errorBody(error: HttpError): Record<string, unknown> {
  return { ...error.extra.body, error: { ...error.extra.error, message: error.message } };
}
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Not Authorized') => new HttpError(403, message);
