/**
 * The one error type handlers throw. The error middleware turns it into
 * `{ error: { message } }` with its status; anything else becomes a 500 with a
 * generic message (never a stack trace or SQL text).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 423 | 429 | 500 | 501 | 503,
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

/**
 * A 400 for a field that failed its rule. The contract's rules that a screen shows as they
 * are say it in a sentence of their own ("Name is required", "'Mars/Base' is not a known time zone"), answered unchanged so
 * the screen can show the server's refusal; a short rule ("must be 0 or 1") or valibot's own
 * message ("Invalid type: …") gets "Invalid <field>: " in front.
 */
export function fieldRefusal(field: string, message: string | undefined): HttpError {
  const text = message ?? 'invalid value';
  return badRequest(/^[a-z]/.test(text) || text.startsWith('Invalid ') ? `Invalid ${field}: ${text}` : text);
}

/** The body the error middleware answers for an HttpError. */
export function errorBody(error: HttpError): Record<string, unknown> {
  return { ...error.extra.body, error: { ...error.extra.error, message: error.message } };
}
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Not Authorized') => new HttpError(403, message);
