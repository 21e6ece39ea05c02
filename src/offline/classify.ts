/**
 * What a send's outcome means for its record. The rule the guide's lost-data stories
 * teach: only the outbox decides, per status, and nothing is ever dropped silently.
 *
 * - 2xx: done.
 * - network failure, 5xx, 408, 409 (the first attempt is still running on the server)
 *   and 429: try again later, without limit.
 * - 401: the session is over; the whole queue pauses until the same user signs in again.
 * - any other 4xx: the server refused this write; the user decides (retry or discard).
 */
export type SendOutcome = 'done' | 'retry' | 'signed-out' | 'refused';

export function classifyStatus(status: number): SendOutcome {
  if (status === 0) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 409 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}
