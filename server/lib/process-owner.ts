/**
 * This server process as the owner of work other processes on the same database and photo
 * folder must leave alone while it runs (ADR 0024): its idempotency claims and the uploads it
 * is writing. `host:pid:random instance id`; the instance id tells a restarted process that
 * happens to get the same pid from the one before it.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export const processOwner = `${hostname()}:${process.pid}:${randomBytes(12).toString('base64url')}`;

/** Work of an owner whose state is unknown (another host) is taken to be abandoned after this long. */
export const staleAfterMs = 5 * 60_000;

/** `running` or `gone` for a process of this host; `unknown` for another host's (or an unreadable owner). */
export function ownerState(owner: string | null): 'running' | 'gone' | 'unknown' {
  const [host, pid] = (owner ?? '').split(':');
  if (host !== hostname() || !pid || !/^\d+$/.test(pid)) return 'unknown';
  try {
    process.kill(Number(pid), 0);
    return 'running';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'gone' : 'running';
  }
}

/** Whether `owner` is a process of this host that has exited (another host's processes are never known to be gone). */
export const ownerGone = (owner: string | null): boolean => ownerState(owner) === 'gone';
