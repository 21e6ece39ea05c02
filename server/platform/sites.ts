/**
 * Sites, as the routes look them up (ADR 0036: the one module that reads `sites` for them).
 *
 * On the async query layer (ADR 0071), standard SQL only; the lookups by id, code and Cubed
 * company are compiled once.
 */
import { compiledOnce, q, type DbHandle } from '../db/query.ts';

/** What a route needs of a site to name it and read its calendar. */
const siteFields = ['id', 'code', 'name', 'timezone'] as const;

export type SiteSummary = { id: number; code: string; name: string; timezone: string };

const byId = compiledOnce<'id', SiteSummary>((query, param) =>
  query
    .selectFrom('sites')
    .select(siteFields)
    .where('id', '=', param('id') as unknown as number),
);
const byCode = compiledOnce<'code', SiteSummary>((query, param) => query.selectFrom('sites').select(siteFields).where('code', '=', param('code')));
const byCubedCompany = compiledOnce<'companyId', SiteSummary>((query, param) =>
  query
    .selectFrom('sites')
    .select(siteFields)
    .where('cubed_company_id', '=', param('companyId') as unknown as number),
);

export async function siteById(db: DbHandle, id: number): Promise<SiteSummary | undefined> {
  const [site] = await byId(db, { id });
  return site;
}

/** The site with this code (codes are stored in capitals). */
export async function siteByCode(db: DbHandle, code: string): Promise<SiteSummary | undefined> {
  const [site] = await byCode(db, { code });
  return site;
}

/** The site whose Cubed company this is. */
export async function siteByCubedCompany(db: DbHandle, companyId: number): Promise<SiteSummary | undefined> {
  const [site] = await byCubedCompany(db, { companyId });
  return site;
}

/** Every site's on-premise heartbeat, by code (the API dashboard's Sites card). */
export function siteHeartbeats(db: DbHandle) {
  return q(db).selectFrom('sites').select(['id', 'code', 'name', 'is_wan_up', 'wan_first_down', 'last_heartbeat_at']).orderBy('code').execute();
}
