/**
 * When to try a failed send again: exponential backoff with "full jitter" (a random delay
 * between half and all of the exponential step), capped, so that tablets coming back
 * online together do not hit the server in one wave. A server's Retry-After wins when
 * it asks for longer. Retries never stop counting: a record waits as long as it must.
 */
export const backoffBaseMs = 1000;
export const backoffMaxMs = 60_000;

export function retryDelay(attempts: number, random: () => number = Math.random, retryAfterMs?: number | null): number {
  const step = Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  const delay = Math.round(step / 2 + random() * (step / 2));
  return retryAfterMs != null && retryAfterMs > delay ? Math.min(retryAfterMs, 10 * backoffMaxMs) : delay;
}

/** Retry-After as milliseconds: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
