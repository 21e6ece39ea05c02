/**
 * Damage photos as rows, as the image routes serve them: reads of `condition_images` outside
 * the inspection writes (ADR 0036). On the async query layer (ADR 0071), compiled once per
 * database: every photo shown asks.
 */
import { compiledOnce, type DbHandle } from '../db/query.ts';

type ConditionImageFile = { image_file_path: string; mime_type: string };

const byId = compiledOnce<'id', ConditionImageFile>((query, param) =>
  query
    .selectFrom('condition_images')
    .select(['image_file_path', 'mime_type'])
    .where('id', '=', param('id') as unknown as number),
);
const ofReport = compiledOnce<'id' | 'reportId', ConditionImageFile>((query, param) =>
  query
    .selectFrom('condition_images')
    .innerJoin('inspection_items', 'inspection_items.vehicle_condition_id', 'condition_images.vehicle_condition_id')
    .select(['condition_images.image_file_path', 'condition_images.mime_type'])
    .where('condition_images.id', '=', param('id') as unknown as number)
    .where('inspection_items.condition_report_id', '=', param('reportId') as unknown as number),
);

/** A damage photo's file and type, for a signed staff link. */
export async function conditionImageFile(db: DbHandle, imageId: number): Promise<ConditionImageFile | undefined> {
  const [image] = await byId(db, { id: imageId });
  return image;
}

/** A damage photo's file, only when it belongs to a damage of this report (the public report's photos). */
export async function damagePhotoOfReport(db: DbHandle, imageId: number, reportId: number): Promise<ConditionImageFile | undefined> {
  const [image] = await ofReport(db, { id: imageId, reportId });
  return image;
}
