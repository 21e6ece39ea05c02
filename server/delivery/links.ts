/**
 * The share links of condition reports (ADR 0022): one live secret per vehicle, 128 bits from
 * the system's CSPRNG in base64url, stored in report_links. The link names the vehicle, not a
 * report: it always shows the vehicle's current report (the approved one when there is one).
 * Revoking deletes the secret; the next request for the link draws a new one.
 */
import { randomBytes } from 'node:crypto';
import { compiledOnce, q, writeTransaction, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';

/** 16 bytes: 128 bits, 22 base64url characters. */
const secretBytes = 16;
export const secretPattern = /^[A-Za-z0-9_-]{22}$/;

export interface LinkedReportVehicle {
  vehicle_id: number;
  site_id: number;
  site_code: string;
  public_photos_enabled: number;
}

const secretOf = compiledOnce<'vehicleId', { secret: string }>((query, param) =>
  query
    .selectFrom('report_links')
    .select('secret')
    .where('vehicle_id', '=', param('vehicleId') as unknown as number),
);

const vehicleBySecret = compiledOnce<'secret' | 'siteCode', LinkedReportVehicle>((query, param) =>
  query
    .selectFrom('report_links as l')
    .innerJoin('vehicles as v', 'v.vehicle_id', 'l.vehicle_id')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .select(['v.vehicle_id', 'v.site_id', 's.code as site_code', 's.public_photos_enabled'])
    .where('l.secret', '=', param('secret'))
    .where('s.code', '=', param('siteCode')),
);

/** The share links of `db`, on the async query layer (ADR 0071); the public page's lookup is compiled once. */
export function reportLinks(db: DbHandle) {
  return {
    /** The vehicle's live secret, drawn now when it has none. */
    secretFor(vehicleId: number, userId: number): Promise<string> {
      return writeTransaction(db, async () => {
        await q(db)
          .insertInto('report_links')
          .values({ vehicle_id: vehicleId, secret: randomBytes(secretBytes).toString('base64url'), created_by: userId })
          .onConflict((conflict) => conflict.column('vehicle_id').doNothing())
          .execute();
        const [row] = await secretOf(db, { vehicleId });
        return row!.secret;
      });
    },
    /** Revokes the vehicle's link; whether there was one. */
    async revoke(vehicleId: number): Promise<boolean> {
      const removed = await q(db).deleteFrom('report_links').where('vehicle_id', '=', vehicleId).returning('vehicle_id').execute();
      return removed.length > 0;
    },
    /** The vehicle a public link names, or undefined (malformed, unknown, revoked or another site's). */
    async vehicleOf(siteCode: string, secret: string): Promise<LinkedReportVehicle | undefined> {
      if (!/^[A-Za-z0-9]{2,8}$/.test(siteCode) || !secretPattern.test(secret)) return undefined;
      return (await vehicleBySecret(db, { secret, siteCode: siteCode.toUpperCase() }))[0];
    },
  };
}

export type ReportLinks = ReturnType<typeof reportLinks>;

/** The page a link opens (src/routes/reports.$siteCode.$secret.tsx). */
export const reportPagePath = (siteCode: string, secret: string) => `/reports/${encodeURIComponent(siteCode)}/${secret}`;

/** Hosts that only reach the machine itself: a link to them points nowhere an attacker controls. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const publicUrlNeeded = (host: string) =>
  `This server has no PUBLIC_URL, so it cannot tell which address its report links should use, and ${host} is not one it may use. Set PUBLIC_URL (or list the host in PUBLIC_HOSTS) to share reports.`;

/** The host names of PUBLIC_HOSTS (comma-separated `name` or `name:port`), lower case. */
export function publicHostsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

/**
 * The origin of the share links (ADR 0067). PUBLIC_URL when it is set. Otherwise the origin the
 * request came to, but only when its host is loopback (`npm start` on one machine) or listed in
 * PUBLIC_HOSTS, exactly as the client sent it (with its port, unless the scheme's default):
 * the Host header is the client's to choose, so any other host would let a caller have the
 * server mail a link to a site of their own. Anything else is a 503 that says to set PUBLIC_URL.
 */
export function linkOrigin(requestUrl: string, publicUrl: string | undefined, publicHosts: readonly string[]): string {
  if (publicUrl) return publicUrl;
  const url = new URL(requestUrl);
  if (loopbackHosts.has(url.hostname) || publicHosts.includes(url.host)) return url.origin;
  throw new HttpError(503, publicUrlNeeded(url.host));
}
