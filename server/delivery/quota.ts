/**
 * Quotas of the report e-mails (ADR 0067), kept in the database like the sign-in throttle
 * (server/auth/throttle.ts), so they hold across restarts and across server processes that
 * share one database. Two ceilings, each over its own sliding window, counted in messages
 * (a dealer report is one message however many reports it carries; the contract caps those
 * at 20):
 * - per sender: `perUserPerHour` messages in the last hour (EMAIL_MAX_PER_USER_HOUR);
 * - per site: `perSitePerDay` messages carrying its vehicles in the last 24 hours
 *   (EMAIL_MAX_PER_SITE_DAY), over all its staff together.
 *
 * A message is reserved before it is rendered and sent, in one write transaction (count, then
 * insert) under a lock on the sender and on each site (lockFor, ADR 0071), so parallel sends,
 * in one process or several, cannot all pass the count. A send that never reached the
 * mail server (unreachable, or the PDF failed) releases its reservation; one the mail server
 * took or refused keeps it. A refused (429) send reserves nothing, so waiting clients do not
 * extend their own wait.
 */
import { randomUUID } from 'node:crypto';
import { lockedJob } from '../db/periodic.ts';
import { lockFor, q, writeTransaction, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';

export interface MailQuotaLimits {
  /** Messages one user may send in an hour. */
  perUserPerHour: number;
  /** Messages carrying a site's vehicles, by all its staff, in 24 hours. */
  perSitePerDay: number;
}

export const defaultMailQuota: MailQuotaLimits = { perUserPerHour: 30, perSitePerDay: 200 };

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
/** Rows are kept this long (who mailed whom), then removed by the hourly prune. */
const keepMs = 30 * dayMs;

/** "12 minutes", "3 hours": how long until the next message may go. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** A site whose vehicles a message carries, and how many of its reports. */
export interface MailSite {
  id: number;
  code: string;
  reports: number;
}

/** Removes the rows older than they are kept. */
export async function pruneMailSends(db: DbHandle, now = Date.now()): Promise<void> {
  await q(db)
    .deleteFrom('email_sends')
    .where('created_at', '<', new Date(now - keepMs).toISOString())
    .execute();
}

const refuse = (freedAt: string, windowMs: number, now: number, text: string): never => {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(freedAt) + windowMs - now) / 1000));
  throw new HttpError(429, `${text} The next one can go in ${waitText(retryAfter)}.`, { 'Retry-After': String(retryAfter) });
};

/** The sender's messages in the window, and when the one that leaves it first at the ceiling was sent. */
async function sentByUser(db: DbHandle, userId: number, since: string): Promise<number> {
  const row = await q(db)
    .selectFrom('email_sends')
    .select((eb) => eb.fn.count<number>('message').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function userFreedAt(db: DbHandle, userId: number, since: string, offset: number): Promise<string> {
  const row = await q(db)
    .selectFrom((query) =>
      query
        .selectFrom('email_sends')
        .select((eb) => eb.fn.min('created_at').as('sent'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .groupBy('message')
        .as('messages'),
    )
    .select('sent')
    .orderBy('sent')
    .limit(1)
    .offset(offset)
    .executeTakeFirstOrThrow();
  return row.sent;
}

async function sentForSite(db: DbHandle, siteId: number, since: string): Promise<number> {
  const row = await q(db)
    .selectFrom('email_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function siteFreedAt(db: DbHandle, siteId: number, since: string, offset: number): Promise<string> {
  const row = await q(db)
    .selectFrom('email_sends')
    .select('created_at')
    .where('site_id', '=', siteId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .limit(1)
    .offset(offset)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/**
 * The quotas of `db`'s report e-mails. Its rows older than they are kept are removed hourly, in
 * one of the processes that share the database at a time.
 */
export function mailQuota(db: DbHandle, limits: MailQuotaLimits) {
  lockedJob(db, 'e-mail sends prune', hourMs, () => pruneMailSends(db));

  return {
    limits,
    /**
     * Counts the message before anything is rendered or sent: a 429 with Retry-After when the
     * sender or one of the sites is at its ceiling, else the reservation to release when the
     * message never reaches the mail server.
     */
    async reserve(userId: number, recipient: string, sites: readonly MailSite[]): Promise<string> {
      const message = randomUUID();
      const ordered = [...sites].sort((a, b) => a.id - b.id);
      await writeTransaction(db, async () => {
        // Every ceiling counts by the sender or by a site: while this write holds their keys, no
        // other write counts or inserts a message of theirs. Always the sender's first, then the
        // sites' by id, so no two writes can each hold a key the other waits for.
        await lockFor(db, `email_sends:user:${userId}`);
        for (const site of ordered) await lockFor(db, `email_sends:site:${site.id}`);
        const now = Date.now();
        const hourAgo = new Date(now - hourMs).toISOString();
        const byUser = await sentByUser(db, userId, hourAgo);
        if (byUser >= limits.perUserPerHour) {
          refuse(
            await userFreedAt(db, userId, hourAgo, byUser - limits.perUserPerHour),
            hourMs,
            now,
            `E-mail limit reached: you have sent ${byUser} report e-mails in the last hour, the most one person may send.`,
          );
        }
        const dayAgo = new Date(now - dayMs).toISOString();
        for (const site of sites) {
          const forSite = await sentForSite(db, site.id, dayAgo);
          if (forSite >= limits.perSitePerDay) {
            refuse(
              await siteFreedAt(db, site.id, dayAgo, forSite - limits.perSitePerDay),
              dayMs,
              now,
              `E-mail limit reached: ${forSite} report e-mails of ${site.code} were sent in the last 24 hours, the most its staff may send together.`,
            );
          }
        }
        const sentAt = new Date(now).toISOString();
        if (sites.length === 0) return;
        await q(db)
          .insertInto('email_sends')
          .values(sites.map((site) => ({ message, user_id: userId, site_id: site.id, recipient, reports: site.reports, created_at: sentAt })))
          .execute();
      });
      return message;
    },
    /** The message never reached the mail server: it does not count. */
    async release(message: string): Promise<void> {
      await q(db).deleteFrom('email_sends').where('message', '=', message).execute();
    },
  };
}

export type MailQuota = ReturnType<typeof mailQuota>;
