/**
 * What a send's outcome means for its record. The rule the guide's lost-data stories
 * teach: only the outbox decides, per status, and nothing is ever dropped silently.
 *
 * - 2xx: done.
 * - network failure, 5xx but 501, 408, 409 (the first attempt is still running on the server)
 *   and 429: try again later, without limit.
 * - 501: the server does not do this at all as configured (no e-mail): retrying will not help
 *   until someone configures it, so the user is told, as for a 4xx.
 * - 401: the session is over; the whole queue pauses until the same user signs in again.
 * - 412: the write was made on an older version; it is merged field by field (conflict.ts).
 * - 423: what it writes to is locked (a report replaced by its approved one: a conflict the
 *   user settles; a vehicle whose status forbids changes: refused).
 * - any other 4xx: the server refused this write; the user decides (retry or discard).
 */
export type SendOutcome = 'done' | 'retry' | 'signed-out' | 'stale' | 'locked' | 'refused';

export function classifyStatus(status: number): SendOutcome {
  if (status === 0) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'signed-out';
  if (status === 412) return 'stale';
  if (status === 423) return 'locked';
  if (status === 408 || status === 409 || status === 429 || (status >= 500 && status !== 501)) return 'retry';
  return 'refused';
}
