/**
 * This server process as the owner of work other processes on the same database and photo
 * folder must leave alone while it runs (ADR 0024): its idempotency claims and the uploads it
 * is writing. `host:pid:random instance id`; the instance id tells a restarted process that
 * happens to get the same pid from the one before it.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

const instance = randomBytes(12).toString('base64url');

export const processOwner = `${hostname()}:${process.pid}:${instance}`;

/** Work of an owner whose state is unknown (another host) is taken to be abandoned after this long. */
export const staleAfterMs = 5 * 60_000;

/**
 * `running` or `gone` for a process of this host; `unknown` for another host's (or an unreadable owner).
 * An owner with this process's own pid and another instance id is gone: it is a process that
 * ran before this one and exited, whose pid this one was given. A restarted container keeps its
 * host name and usually its pid (1), so without the instance id it would trust its dead
 * predecessor's claims as its own until they expire.
 */
export function ownerState(owner: string | null): 'running' | 'gone' | 'unknown' {
  const [host, pid, ownerInstance] = (owner ?? '').split(':');
  if (host !== hostname() || !pid || !/^\d+$/.test(pid)) return 'unknown';
  if (Number(pid) === process.pid) return ownerInstance === instance ? 'running' : 'gone';
  try {
    process.kill(Number(pid), 0);
    return 'running';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'gone' : 'running';
  }
}

/** Whether `owner` is a process of this host that has exited (another host's processes are never known to be gone). */
export const ownerGone = (owner: string | null): boolean => ownerState(owner) === 'gone';
