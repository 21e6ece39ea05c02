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
 * A message is reserved before it is rendered and sent, in one immediate transaction (count,
 * then insert), so parallel sends cannot all pass the count. A send that never reached the
 * mail server (unreachable, or the PDF failed) releases its reservation; one the mail server
 * took or refused keeps it. A refused (429) send reserves nothing, so waiting clients do not
 * extend their own wait.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.ts';
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
/** Rows are kept this long (who mailed whom), then removed by a later reservation. */
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

export function mailQuota(db: Db, limits: MailQuotaLimits) {
  const sql = db.$client;
  const prune = sql.prepare('DELETE FROM email_sends WHERE created_at < ?');
  const userCount = sql.prepare('SELECT COUNT(DISTINCT message) FROM email_sends WHERE user_id = ? AND created_at > ?').pluck();
  /** When the user's message that must leave the window first was sent (the oldest once at the ceiling). */
  const userFreedAt = sql
    .prepare(
      `SELECT sent FROM (SELECT MIN(created_at) AS sent FROM email_sends WHERE user_id = ? AND created_at > ? GROUP BY message)
       ORDER BY sent LIMIT 1 OFFSET ?`,
    )
    .pluck();
  const siteCount = sql.prepare('SELECT COUNT(*) FROM email_sends WHERE site_id = ? AND created_at > ?').pluck();
  const siteFreedAt = sql.prepare('SELECT created_at FROM email_sends WHERE site_id = ? AND created_at > ? ORDER BY created_at LIMIT 1 OFFSET ?').pluck();
  const insert = sql.prepare('INSERT INTO email_sends (message, user_id, site_id, recipient, reports, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const remove = sql.prepare('DELETE FROM email_sends WHERE message = ?');

  const refuse = (freedAt: string, windowMs: number, now: number, text: string): never => {
    const retryAfter = Math.max(1, Math.ceil((Date.parse(freedAt) + windowMs - now) / 1000));
    throw new HttpError(429, `${text} The next one can go in ${waitText(retryAfter)}.`, { 'Retry-After': String(retryAfter) });
  };

  return {
    limits,
    /**
     * Counts the message before anything is rendered or sent: a 429 with Retry-After when the
     * sender or one of the sites is at its ceiling, else the reservation to release when the
     * message never reaches the mail server.
     */
    reserve(userId: number, recipient: string, sites: readonly MailSite[]): string {
      const message = randomUUID();
      sql
        .transaction(() => {
          const now = Date.now();
          prune.run(new Date(now - keepMs).toISOString());
          const hourAgo = new Date(now - hourMs).toISOString();
          const sentByUser = userCount.get(userId, hourAgo) as number;
          if (sentByUser >= limits.perUserPerHour) {
            refuse(
              userFreedAt.get(userId, hourAgo, sentByUser - limits.perUserPerHour) as string,
              hourMs,
              now,
              `E-mail limit reached: you have sent ${sentByUser} report e-mails in the last hour, the most one person may send.`,
            );
          }
          const dayAgo = new Date(now - dayMs).toISOString();
          for (const site of sites) {
            const sentForSite = siteCount.get(site.id, dayAgo) as number;
            if (sentForSite >= limits.perSitePerDay) {
              refuse(
                siteFreedAt.get(site.id, dayAgo, sentForSite - limits.perSitePerDay) as string,
                dayMs,
                now,
                `E-mail limit reached: ${sentForSite} report e-mails of ${site.code} were sent in the last 24 hours, the most its staff may send together.`,
              );
            }
          }
          const sentAt = new Date(now).toISOString();
          for (const site of sites) insert.run(message, userId, site.id, recipient, site.reports, sentAt);
        })
        .immediate();
      return message;
    },
    /** The message never reached the mail server: it does not count. */
    release(message: string): void {
      remove.run(message);
    },
  };
}

export type MailQuota = ReturnType<typeof mailQuota>;
