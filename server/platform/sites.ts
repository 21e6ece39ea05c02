/**
 * Sites, as the routes look them up (ADR 0036: the one module that reads `sites` for them).
 * Lookups by id, code and Cubed company are prepared once per database.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { sites } from '../db/schema.ts';

/** What a route needs of a site to name it and read its calendar. */
const siteFields = { id: sites.id, code: sites.code, name: sites.name, timezone: sites.timezone };

export type SiteSummary = { id: number; code: string; name: string; timezone: string };

const queries = preparedPer((db: Db) => ({
  byId: db
    .select(siteFields)
    .from(sites)
    .where(eq(sites.id, sql.placeholder('id')))
    .prepare(),
  byCode: db
    .select(siteFields)
    .from(sites)
    .where(eq(sites.code, sql.placeholder('code')))
    .prepare(),
  byCubedCompany: db
    .select(siteFields)
    .from(sites)
    .where(eq(sites.cubed_company_id, sql.placeholder('companyId')))
    .prepare(),
}));

export function siteById(db: Db, id: number): SiteSummary | undefined {
  return queries(db).byId.get({ id });
}

/** The site with this code (codes are stored in capitals). */
export function siteByCode(db: Db, code: string): SiteSummary | undefined {
  return queries(db).byCode.get({ code });
}

/** The site whose Cubed company this is. */
export function siteByCubedCompany(db: Db, companyId: number): SiteSummary | undefined {
  return queries(db).byCubedCompany.get({ companyId });
}

/** Every site's on-premise heartbeat, by code (the API dashboard's Sites card). */
export function siteHeartbeats(db: Db) {
  return db
    .select({
      id: sites.id,
      code: sites.code,
      name: sites.name,
      is_wan_up: sites.is_wan_up,
      wan_first_down: sites.wan_first_down,
      last_heartbeat_at: sites.last_heartbeat_at,
    })
    .from(sites)
    .orderBy(asc(sites.code))
    .all();
}
