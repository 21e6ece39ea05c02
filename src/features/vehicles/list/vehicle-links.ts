/** What the vehicles list's link cells say and where they go. */
import { POST_RECON_REPORT_TYPE, type VehicleListRow } from '@/contract/vehicles';

/** The italic text of a vehicle with no inspection. */
export const NO_INSPECTION = 'No Inspection';

/** "Approved Inspection" when the first inspection is post-recon, "Inspection" otherwise, NO_INSPECTION when there is none. */
export function inspectionLinkText(inspections: VehicleListRow['inspections']): string {
  const first = inspections[0];
  if (!first) return NO_INSPECTION;
  return first.condition_report_type_id === POST_RECON_REPORT_TYPE ? 'Approved Inspection' : 'Inspection';
}

/** The public location page of a vehicle (an open app route; the vehicle's guid is its secret), or null without a guid. */
export function locationHistoryPath(siteCode: string | null, guid: string | null | undefined): string | null {
  if (!siteCode || !guid) return null;
  return `/dealers/locationHistory/${encodeURIComponent(siteCode)}/${encodeURIComponent(guid)}`;
}
