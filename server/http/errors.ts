/**
 * The one error type handlers throw. The error middleware turns it into
 * `{ error: { message } }` with its status; anything else becomes a 500 with a
 * generic message (never a stack trace or SQL text).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Not Authorized') => new HttpError(403, message);
