/** The status panels of the integrations: the one module that reads `integration_status` (ADR 0036). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { integrationStatus } from '../db/schema.ts';

/** One integration's entries at one site, in their display order, values as stored. */
export function integrationStatusRows(db: Db, siteId: number, integration: string) {
  return db
    .select({ name: integrationStatus.name, value: integrationStatus.value })
    .from(integrationStatus)
    .where(and(eq(integrationStatus.site_id, siteId), eq(integrationStatus.integration, integration)))
    .orderBy(asc(integrationStatus.sort_order), asc(integrationStatus.id))
    .all();
}
