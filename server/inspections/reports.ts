/**
 * Reading condition reports as the API answers them (src/contract/inspections.ts): a
 * vehicle's current report and its original, a report with its damages and their photos,
 * and the ETags that change with every write (`"r{id}-v{version}"`, `"c{id}-v{version}"`,
 * `"v{id}-v{version}"`). The one module that knows the inspection tables' read queries.
 *
 * On the async query layer (ADR 0071), standard SQL only: every statement goes through `q(db)`
 * (so a read inside a write transaction is part of it), and the four reads every inspection
 * request makes are compiled once.
 */
import type { InferResult } from 'kysely';
import {
  conditionFieldsOf,
  conditionRepairFlags,
  type Condition,
  type ConditionFields,
  type ConditionRepairFlag,
  type Inspection,
  type KeptVehicleFacts,
} from '../../src/contract/inspections.ts';
import { APPROVED_REPORT_TYPE } from '../../src/contract/inspection-rules.ts';
import { markupOnPhoto, parseStoredMarkup } from '../../src/contract/photo-markup.ts';
import { compiledOnce, type DbHandle, type Query } from '../db/query.ts';
import { signExpiringPath } from '../media/signing.ts';
import { storedTires } from './grade.ts';

export const reportEtag = (row: { condition_report_id: number; version: number }) => `"r${row.condition_report_id}-v${row.version}"`;
export const conditionEtag = (row: { vehicle_condition_id: number; version: number }) => `"c${row.vehicle_condition_id}-v${row.version}"`;
export const vehicleEtag = (row: { vehicle_id: number; version: number }) => `"v${row.vehicle_id}-v${row.version}"`;

/** A report with the names of the users who created and last wrote it. */
const reportSelect = (query: Query) =>
  query
    .selectFrom('inspections as r')
    .leftJoin('users as cu', 'cu.id', 'r.created_by')
    .leftJoin('users as wu', 'wu.id', 'r.written_by')
    .select([
      'r.condition_report_id',
      'r.vehicle_id',
      'r.condition_report_type_id',
      'r.original_report_id',
      'r.grade',
      'r.comments',
      'r.notes',
      'r.total_damages_cost',
      'r.created_username',
      'r.created_date',
      'r.written_date',
      'r.approved_date',
      'r.facts_kept_at',
      'r.kept_keys_count',
      'r.kept_drivable',
      'r.kept_body_type',
      'r.kept_body_style',
      'r.kept_tires',
      'r.version',
      'cu.full_name as created_by_name',
      'wu.full_name as written_by_name',
    ])
    .where('r.deleted_at', 'is', null);

/** A damage with the names of its catalogue entries and its photo. */
const conditionSelect = (query: Query) =>
  query
    .selectFrom('inspection_items as c')
    .leftJoin('art_items as i', 'i.id', 'c.item_code')
    .leftJoin('art_damages as d', 'd.id', 'c.damage_code')
    .leftJoin('art_severities as s', 's.id', 'c.severity_code')
    .leftJoin('action_codes as a', 'a.action_code', 'c.action_code')
    .leftJoin('condition_images as ci', 'ci.vehicle_condition_id', 'c.vehicle_condition_id')
    .selectAll('c')
    .select([
      'i.name as item_name',
      'i.aasc_code as item_aasc',
      'd.name as damage_name',
      'd.aasc_code as damage_aasc',
      's.name as severity_name',
      's.aasc_code as severity_aasc',
      'a.action_desc',
      'ci.id as image_id',
      'ci.sha256 as image_sha256',
      'ci.captured_at as image_captured_at',
      'ci.width as image_width',
      'ci.height as image_height',
    ]);

/** A report as read: its columns as the schema declares them, and its writers' names. */
export type ReportRow = InferResult<ReturnType<typeof reportSelect>>[number];
/** A damage as read: every column of inspection_items as the schema declares them, its catalogue names and its photo's. */
export type ConditionRow = InferResult<ReturnType<typeof conditionSelect>>[number];

const reportsOfVehicle = compiledOnce<'vehicleId', ReportRow>((query, param) =>
  reportSelect(query)
    .where('r.vehicle_id', '=', param('vehicleId') as unknown as number)
    .orderBy('r.condition_report_type_id', 'desc')
    .orderBy('r.condition_report_id', 'desc'),
);
const reportById = compiledOnce<'reportId', ReportRow>((query, param) =>
  reportSelect(query).where('r.condition_report_id', '=', param('reportId') as unknown as number),
);
const conditionsOfReport = compiledOnce<'reportId', ConditionRow>((query, param) =>
  conditionSelect(query)
    .where('c.condition_report_id', '=', param('reportId') as unknown as number)
    .orderBy('c.vehicle_condition_id'),
);
const conditionWithId = compiledOnce<'conditionId', ConditionRow>((query, param) =>
  conditionSelect(query).where('c.vehicle_condition_id', '=', param('conditionId') as unknown as number),
);

export function reportRows(db: DbHandle) {
  return {
    /** The vehicle's live reports, the current one first: the approved report when there is one, then its original. */
    ofVehicle: (vehicleId: number): Promise<ReportRow[]> => reportsOfVehicle(db, { vehicleId }),
    /** A live (not deleted) report. */
    byId: async (reportId: number): Promise<ReportRow | undefined> => (await reportById(db, { reportId }))[0],
    conditionsOf: (reportId: number): Promise<ConditionRow[]> => conditionsOfReport(db, { reportId }),
    conditionById: async (conditionId: number): Promise<ConditionRow | undefined> => (await conditionWithId(db, { conditionId }))[0],
  };
}

export type ReportReads = ReturnType<typeof reportRows>;

/** The approved report of a vehicle's reports, if any (the original is then read-only). */
export function approvedAmong(reports: readonly ReportRow[]): ReportRow | undefined {
  return reports.find((report) => report.condition_report_type_id === APPROVED_REPORT_TYPE);
}

const imagePath = (imageId: number, size: string) => signExpiringPath(`/v3/images/condition/${imageId}/${size}`);

/**
 * The damage's own fields (src/contract/inspections.ts `ConditionFields`); a repair flag is
 * stored as a number, and sent as 0 or 1; the photo's markup is stored as JSON text, and read
 * only over the photo it was drawn on (ADR 0095): a markup whose photo was replaced since (or
 * whose photo has not arrived yet) is kept, and not shown, so the API, the PDF and the public
 * page never draw it over another photo.
 */
function conditionFieldsOfRow(row: ConditionRow): ConditionFields {
  const flags = Object.fromEntries(conditionRepairFlags.map((flag) => [flag, row[flag] === 1 ? 1 : 0])) as Record<ConditionRepairFlag, 0 | 1>;
  return { ...conditionFieldsOf(row), ...flags, photo_markup: markupOnPhoto(parseStoredMarkup(row.photo_markup), row.image_sha256) };
}

export function presentCondition(row: ConditionRow): Condition {
  return {
    vehicle_condition_id: row.vehicle_condition_id,
    condition_report_id: row.condition_report_id,
    condition_report_group_id: row.condition_report_group_id,
    condition_report_item_id: row.condition_report_item_id,
    ...conditionFieldsOfRow(row),
    item: row.item_code !== null && row.item_name !== null ? { id: row.item_code, name: row.item_name, aasc_code: row.item_aasc } : null,
    damage: row.damage_code !== null && row.damage_name !== null ? { id: row.damage_code, name: row.damage_name, aasc_code: row.damage_aasc } : null,
    severity:
      row.severity_code !== null && row.severity_name !== null ? { id: row.severity_code, name: row.severity_name, aasc_code: row.severity_aasc } : null,
    action: row.action_code !== null ? { action_code: row.action_code, action_desc: row.action_desc } : null,
    has_image: row.image_id !== null ? 'Y' : 'N',
    image:
      row.image_id !== null && row.image_sha256 !== null
        ? {
            id: row.image_id,
            small: imagePath(row.image_id, 'small'),
            original: imagePath(row.image_id, 'original'),
            print: imagePath(row.image_id, 'print'),
            sha256: row.image_sha256,
            captured_at: row.image_captured_at ?? '',
            width: row.image_width,
            height: row.image_height,
          }
        : null,
    approvable: row.approvable === 0 ? 0 : 1,
    approval_by: row.approval_by,
    approval_date: row.approval_date,
    approval_user: row.approval_user,
    approval_source: row.approval_source,
    written_by: row.written_by,
    written_date: row.written_date,
    source_condition_id: row.source_condition_id,
    etag: conditionEtag(row),
  };
}

/** The vehicle's facts as the report kept them (ADR 0089), or null while it keeps none. */
function keptFactsOfRow(row: ReportRow): KeptVehicleFacts | null {
  if (row.facts_kept_at === null) return null;
  return {
    keys_count: row.kept_keys_count,
    drivable: row.kept_drivable === 1 ? 1 : row.kept_drivable === 0 ? 0 : null,
    body_type: row.kept_body_type,
    body_style: row.kept_body_style,
    tires: storedTires(row.kept_tires),
    kept_at: row.facts_kept_at,
  };
}

export function presentReport(row: ReportRow, conditions: readonly ConditionRow[], readOnly: boolean): Inspection {
  return {
    condition_report_id: row.condition_report_id,
    vehicle_id: row.vehicle_id,
    condition_report_type_id: row.condition_report_type_id,
    original_report_id: row.original_report_id,
    grade: row.grade,
    comments: row.comments,
    notes: row.notes,
    total_damages_cost: row.total_damages_cost,
    created_by_user: row.created_by_name !== null ? { full_name: row.created_by_name } : null,
    created_username: row.created_username,
    created_date: row.created_date,
    written_by_user: row.written_by_name !== null ? { full_name: row.written_by_name } : null,
    written_date: row.written_date,
    approved_date: row.approved_date,
    inspection_items: conditions.map(presentCondition),
    read_only: readOnly,
    vehicle_facts: keptFactsOfRow(row),
    etag: reportEtag(row),
  };
}

/** A report with its damages as the API shows it (read_only when it is an original that an approved report replaced). */
export async function reportReply(reads: ReportReads, report: ReportRow): Promise<Inspection> {
  const replaced = report.condition_report_type_id !== APPROVED_REPORT_TYPE && approvedAmong(await reads.ofVehicle(report.vehicle_id)) !== undefined;
  return presentReport(report, await reads.conditionsOf(report.condition_report_id), replaced);
}
