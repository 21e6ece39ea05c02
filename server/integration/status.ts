/** The status panels of the integrations: the one module that reads `integration_status` (ADR 0036), through the async query layer (ADR 0071). */
import { q, type DbHandle } from '../db/query.ts';

/** One integration's entries at one site, in their display order, values as stored. */
export async function integrationStatusRows(db: DbHandle, siteId: number, integration: string) {
  return q(db)
    .selectFrom('integration_status')
    .select(['name', 'value'])
    .where('site_id', '=', siteId)
    .where('integration', '=', integration)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
