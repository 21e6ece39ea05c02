/**
 * The one error type of API calls: an HTTP failure (status >= 400), a network failure
 * (status 0, isNetworkError), or a reply the app cannot read (bad JSON, schema mismatch).
 * `message` is what the UI shows.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly isNetworkError: boolean;
  /** The parsed error body, when the server sent one. */
  readonly body: unknown;

  constructor(message: string, options: { status: number; isNetworkError?: boolean; body?: unknown; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.isNetworkError = options.isNetworkError ?? false;
    this.body = options.body;
  }

  /** The server answered no (a 4xx): the same request gets the same answer, so trying again changes nothing. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
