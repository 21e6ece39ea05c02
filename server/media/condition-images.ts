/**
 * Damage photos as rows, as the image routes serve them: reads of `condition_images` outside
 * the inspection writes (ADR 0036). Prepared once per database: every photo shown asks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { conditionImages, inspectionItems } from '../db/schema.ts';

const file = { image_file_path: conditionImages.image_file_path, mime_type: conditionImages.mime_type };

const queries = preparedPer((db: Db) => ({
  byId: db
    .select(file)
    .from(conditionImages)
    .where(eq(conditionImages.id, sql.placeholder('id')))
    .prepare(),
  ofReport: db
    .select(file)
    .from(conditionImages)
    .innerJoin(inspectionItems, eq(inspectionItems.vehicle_condition_id, conditionImages.vehicle_condition_id))
    .where(and(eq(conditionImages.id, sql.placeholder('id')), eq(inspectionItems.condition_report_id, sql.placeholder('reportId'))))
    .prepare(),
}));

/** A damage photo's file and type, for a signed staff link. */
export function conditionImageFile(db: Db, imageId: number) {
  return queries(db).byId.get({ id: imageId });
}

/** A damage photo's file, only when it belongs to a damage of this report (the public report's photos). */
export function damagePhotoOfReport(db: Db, imageId: number, reportId: number) {
  return queries(db).ofReport.get({ id: imageId, reportId });
}
