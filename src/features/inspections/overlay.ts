/**
 * The inspection as the inspector should see it (ADR 0018): the server's copy (the cached
 * `vehicles3/{id}/full` reply) with the vehicle's writes still in the outbox applied over it in
 * queue order, as Replicache shows pending mutations over the last snapshot. There is no
 * third, hand-edited copy. Each report, damage, photo and field keeps the records that touch
 * it, so it can say whether it is saved, waiting, sending, refused or in conflict. Pure, so
 * every rule is tested without a browser.
 */
import {
  conditionFieldNames,
  conditionPhotoCapturedField,
  conditionFieldsOf,
  emptyConditionFields,
  type Condition,
  type ConditionFields,
  type Drilldown,
  type Inspection,
  type InspectionVehicle,
  type KeptVehicleFacts,
} from '@/contract/inspections';
import { conditionTotal, reportTotal, STANDARD_REPORT_TYPE } from '@/contract/inspection-rules';
import { markupOnPhoto } from '@/contract/photo-markup';
import type { Tires } from '@/contract/tires';
import type { OutboxRecord } from '@/offline/record';
import { idFromReply } from '@/offline/temp-ids';
import type { AnyId } from './writes';

/** What a change still on its way is doing. */
export type ChangeState = 'waiting' | 'sending' | 'refused' | 'conflict';

export interface Mark {
  state: ChangeState;
  record: OutboxRecord;
}

export interface ShownPhoto {
  /** The server's image id, or the temporary id of a photo not uploaded yet. */
  id: AnyId;
  /** Signed paths of a photo the server has. */
  small: string | null;
  original: string | null;
  /** The print-sized variant (ADR 0025), when the server named one. */
  print: string | null;
  /** The outbox record holding the bytes of a photo still on this device. */
  localRecordId: number | null;
  sha256: string | null;
  capturedAt: string | null;
  /** The upload's record while it is on its way (or refused). */
  upload: OutboxRecord | null;
}

export interface ShownDamage {
  id: AnyId;
  /**
   * What the screen knows it by, for good: a damage made on this device keeps its device id here
   * after the server gave it its own, so its card is not drawn anew when the answer arrives (its
   * focus, its open photo and its image stay).
   */
  key: string;
  reportId: AnyId;
  fields: ConditionFields;
  names: { item: string | null; damage: string | null; severity: string | null; severityCode: string | null; action: string | null; group: string | null };
  /** The server's version of it (null while it exists only on this device). */
  etag: string | null;
  /** Its values as the server last said (the base of a new write). */
  server: Partial<ConditionFields>;
  photo: ShownPhoto | null;
  /** Its create record while it is on its way (a damage made on this device). */
  create: OutboxRecord | null;
  /** Changes on their way, refused or in conflict, oldest first. */
  marks: Mark[];
  sourceConditionId: number | null;
}

export interface ReportFields {
  grade: number | null;
  comments: string | null;
  notes: string | null;
}

export interface ShownReport {
  id: AnyId;
  type: number;
  originalReportId: number | null;
  readOnly: boolean;
  fields: ReportFields;
  server: Partial<ReportFields>;
  etag: string | null;
  total: number;
  createdBy: string | null;
  createdDate: string | null;
  writtenDate: string | null;
  approvedDate: string | null;
  /** The vehicle's facts as the report kept them at its approval (ADR 0089); null: it shows the vehicle's (shown-facts.ts). */
  keptFacts: KeptVehicleFacts | null;
  damages: ShownDamage[];
  create: OutboxRecord | null;
  marks: Mark[];
}

export interface VehicleFields {
  keys_count: number | null;
  drivable: 0 | 1 | null;
  body_type: string | null;
  body_style: number | null;
  tires: Tires | null;
}

export interface ShownInspection {
  /** The current report first (the approved one when there is one), then the original. */
  reports: ShownReport[];
  vehicle: { fields: VehicleFields; server: VehicleFields; etag: string | null; marks: Mark[] };
  /** Writes of this vehicle still to reach the server (refused and conflicts included). */
  unsynced: number;
  /** Of those, the ones the server refused or that wait for the user's choice. */
  refused: number;
  /**
   * Refused writes whose damage or report is no longer on the server (deleted elsewhere while
   * this device was offline): shown on their own, with what they hold, so nothing is lost unseen.
   */
  orphans: Mark[];
}

const markOf = (record: OutboxRecord): Mark | null => {
  switch (record.state) {
    case 'queued':
    case 'failed-retrying':
      return { state: 'waiting', record };
    case 'sending':
      return { state: 'sending', record };
    case 'needs-attention':
      return { state: 'refused', record };
    case 'conflict':
      return { state: 'conflict', record };
    case 'done':
      return null;
  }
};

function damageFromServer(condition: Condition): ShownDamage {
  const fields: ConditionFields = conditionFieldsOf(condition);
  return {
    id: condition.vehicle_condition_id,
    key: String(condition.vehicle_condition_id),
    reportId: condition.condition_report_id,
    fields,
    names: {
      item: condition.item?.name ?? null,
      damage: condition.damage?.name ?? null,
      severity: condition.severity?.name ?? null,
      severityCode: condition.severity?.aasc_code ?? null,
      action: condition.action?.action_desc ?? condition.action_code,
      group: null,
    },
    etag: condition.etag,
    server: { ...fields },
    photo: condition.image
      ? {
          id: condition.image.id,
          small: condition.image.small,
          original: condition.image.original,
          print: condition.image.print ?? null,
          localRecordId: null,
          sha256: condition.image.sha256,
          capturedAt: condition.image.captured_at,
          upload: null,
        }
      : null,
    create: null,
    marks: [],
    sourceConditionId: condition.source_condition_id,
  };
}

function reportFromServer(report: Inspection): ShownReport {
  const fields = { grade: report.grade, comments: report.comments, notes: report.notes };
  return {
    id: report.condition_report_id,
    type: report.condition_report_type_id,
    originalReportId: report.original_report_id,
    readOnly: report.read_only,
    fields,
    server: { ...fields },
    etag: report.etag,
    total: report.total_damages_cost,
    createdBy: report.created_by_user?.full_name ?? report.created_username ?? null,
    createdDate: report.created_date,
    writtenDate: report.written_date ?? null,
    approvedDate: report.approved_date ?? null,
    keptFacts: report.vehicle_facts ?? null,
    damages: report.inspection_items.map(damageFromServer),
    create: null,
    marks: [],
  };
}

/** The catalogue's names for a damage's codes (a damage made on this device has only its codes). */
export function nameDamage(damage: ShownDamage, catalogue: Drilldown | undefined): ShownDamage {
  if (!catalogue) return damage;
  const item = catalogue.items.find((entry) => entry.id === damage.fields.item_code);
  const kind = catalogue.damages.find((entry) => entry.id === damage.fields.damage_code);
  const severity = catalogue.severities.find((entry) => entry.id === damage.fields.severity_code);
  const action = catalogue.actionCodes.find((entry) => entry.action_code === damage.fields.action_code);
  return {
    ...damage,
    names: {
      item: item?.name ?? damage.names.item,
      damage: kind?.name ?? damage.names.damage,
      severity: severity?.name ?? (damage.fields.severity_code === null ? null : damage.names.severity),
      severityCode: severity?.aasc_code ?? (damage.fields.severity_code === null ? null : damage.names.severityCode),
      action: action?.action_desc ?? (damage.fields.action_code === null ? null : damage.names.action),
      group: item?.display_group_code ?? damage.names.group,
    },
  };
}

/** The parts of an inspection write's path: /v3/vehicles3/{v}[/inspections[/{r}[/conditions[/{c}[/images]]|/images/{i}]]]. */
interface Target {
  report?: string;
  condition?: string;
  conditionsOf?: string;
  image?: string;
  photoOf?: string;
}

function targetOf(path: string, vehicleId: number): Target | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  if (segments[0] !== 'v3' || segments[1] !== 'vehicles3' || segments[2] !== String(vehicleId)) return null;
  const [, , , inspections, report, sub, id, tail] = segments;
  if (inspections === undefined) return {};
  if (inspections !== 'inspections') return null;
  if (report === undefined) return { report: undefined };
  if (sub === undefined) return { report };
  if (sub === 'conditions' && id === undefined) return { report, conditionsOf: report };
  if (sub === 'conditions' && tail === undefined) return { report, condition: id };
  if (sub === 'conditions' && tail === 'images') return { report, photoOf: id };
  if (sub === 'images') return { report, image: id };
  return null;
}

const same = (a: AnyId, b: string | undefined) => b !== undefined && String(a) === b;
const jsonBody = (record: OutboxRecord): Record<string, unknown> =>
  record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null ? (record.body.value as Record<string, unknown>) : {};

/** The marks of the writes that set any of `names` (a report's grade, a vehicle's tyres), for the part that shows them. */
export function marksSetting(marks: readonly Mark[], ...names: readonly string[]): Mark[] {
  return marks.filter((mark) => names.some((name) => name in jsonBody(mark.record)));
}

function pickFields<T extends object>(target: T, values: Record<string, unknown>, names: readonly (keyof T)[]): T {
  const next = { ...target };
  for (const name of names) if (name in values) (next as Record<keyof T, unknown>)[name] = values[name as string];
  return next;
}

/**
 * @param serverUpdatedAt when the server copy was read: writes done after it are not in it yet,
 *   and are applied from their records until it is read again.
 */
export function overlayInspection(
  state: InspectionVehicle,
  vehicleId: number,
  records: readonly OutboxRecord[],
  serverUpdatedAt: number,
  catalogue?: Drilldown,
): ShownInspection {
  const vehicleFields: VehicleFields = {
    keys_count: state.keys_count,
    drivable: state.drivable,
    body_type: state.body_type,
    body_style: state.body_style,
    tires: state.tires,
  };
  const shown: ShownInspection = {
    reports: state.inspections.map(reportFromServer),
    vehicle: { fields: { ...vehicleFields }, server: vehicleFields, etag: state.etag, marks: [] },
    unsynced: 0,
    refused: 0,
    orphans: [],
  };
  const problem = (mark: Mark | null): mark is Mark => mark?.state === 'refused' || mark?.state === 'conflict';
  /** A write whose target is gone: a problem is kept in view; anything else has nothing to show. */
  const orphan = (mark: Mark | null) => {
    if (problem(mark)) shown.orphans.push(mark);
  };
  const findReport = (id: string | undefined) => shown.reports.find((report) => same(report.id, id));
  const findDamage = (id: string | undefined) => {
    for (const report of shown.reports) {
      const damage = report.damages.find((entry) => same(entry.id, id));
      if (damage) return { report, damage };
    }
    return null;
  };

  for (const record of [...records].sort((a, b) => a.id - b.id)) {
    const target = targetOf(record.path, vehicleId);
    if (target === null) continue;
    const mark = markOf(record);
    const sentSince = record.state === 'done' && record.updatedAt > serverUpdatedAt;
    if (mark === null && !sentSince) continue;
    if (mark) shown.unsynced += 1;
    if (problem(mark)) shown.refused += 1;
    const body = jsonBody(record);
    const reply = record.state === 'done' ? record.result : undefined;

    // The vehicle's condition fields.
    if (target.report === undefined && !('conditionsOf' in target) && record.method === 'PUT' && Object.keys(target).length === 0) {
      shown.vehicle.fields = pickFields(shown.vehicle.fields, body, ['keys_count', 'drivable', 'body_type', 'body_style', 'tires']);
      if (mark) shown.vehicle.marks.push(mark);
      continue;
    }
    // A new report (the server answers the vehicle's existing one when there is one).
    if ('report' in target && target.report === undefined && record.method === 'POST') {
      // The vehicle has a report already (made on another device): a create still on its way
      // ends in that one; a refused create is shown on it, with its reason.
      if (shown.reports.length > 0) {
        if (problem(mark)) shown.reports[0]?.marks.push(mark);
        continue;
      }
      const made = reply as Inspection | undefined;
      shown.reports.push(
        made && typeof made === 'object' && 'condition_report_id' in made
          ? reportFromServer(made)
          : {
              id: record.creates?.tempId ?? `record-${record.id}`,
              type: STANDARD_REPORT_TYPE,
              originalReportId: null,
              readOnly: false,
              fields: { grade: null, comments: null, notes: null },
              server: {},
              etag: null,
              total: 0,
              createdBy: record.ownerName ?? null,
              createdDate: new Date(record.createdAt).toISOString(),
              writtenDate: null,
              approvedDate: null,
              keptFacts: null,
              damages: [],
              create: record,
              marks: mark ? [mark] : [],
            },
      );
      continue;
    }
    const report = findReport(target.report);
    if (!report) {
      orphan(mark);
      continue;
    }
    if (target.conditionsOf !== undefined && record.method === 'POST') {
      const made = reply as Condition | undefined;
      if (made && typeof made === 'object' && 'vehicle_condition_id' in made) {
        if (!report.damages.some((damage) => damage.id === made.vehicle_condition_id)) report.damages.push(damageFromServer(made));
        continue;
      }
      const localId = record.creates?.tempId ?? `record-${record.id}`;
      report.damages.push({
        id: localId,
        key: localId,
        reportId: report.id,
        fields: pickFields({ ...emptyConditionFields }, body, conditionFieldNames),
        names: { item: null, damage: null, severity: null, severityCode: null, action: null, group: null },
        etag: null,
        server: {},
        photo: null,
        create: record,
        marks: mark ? [mark] : [],
        sourceConditionId: null,
      });
      continue;
    }
    if (target.condition !== undefined) {
      const found = findDamage(target.condition);
      if (!found) {
        orphan(mark);
        continue;
      }
      if (record.method === 'DELETE') {
        // A refused delete is flagged on the damage, which stays.
        if (problem(mark)) found.damage.marks.push(mark);
        else found.report.damages = found.report.damages.filter((damage) => damage !== found.damage);
        continue;
      }
      if (mark?.state !== 'refused') found.damage.fields = pickFields(found.damage.fields, body, conditionFieldNames);
      if (mark) found.damage.marks.push(mark);
      continue;
    }
    if (target.photoOf !== undefined) {
      const found = findDamage(target.photoOf);
      if (!found) {
        orphan(mark);
        continue;
      }
      const made = reply as Condition | undefined;
      if (made && typeof made === 'object' && made.image) {
        const uploaded = damageFromServer(made);
        found.damage.photo = uploaded.photo;
        // Its markup, tied to this photo, is the server's only once the photo arrived (ADR 0095):
        // the damage's create or edit, sent before it, was answered without it.
        found.damage.fields = { ...found.damage.fields, photo_markup: uploaded.fields.photo_markup };
        continue;
      }
      found.damage.photo = {
        id: record.creates?.tempId ?? `record-${record.id}`,
        small: null,
        original: null,
        print: null,
        localRecordId: record.id,
        sha256: record.body?.kind === 'file' ? (record.body.sha256 ?? null) : null,
        capturedAt: record.body?.kind === 'file' ? (record.body.fields[conditionPhotoCapturedField] ?? null) : null,
        upload: record,
      };
      if (mark) found.damage.marks.push(mark);
      continue;
    }
    if (target.image !== undefined) {
      for (const candidate of report.damages) {
        if (candidate.photo && same(candidate.photo.id, target.image)) {
          if (mark?.state === 'refused') candidate.marks.push(mark);
          else candidate.photo = null;
        }
      }
      continue;
    }
    // The report's own fields, or its deletion.
    if (record.method === 'DELETE') {
      if (problem(mark)) report.marks.push(mark);
      else
        shown.reports = shown.reports.filter(
          (entry) => entry !== report && !(report.originalReportId !== null && same(entry.id, String(report.originalReportId))),
        );
      continue;
    }
    if (mark?.state !== 'refused') report.fields = pickFields(report.fields, body, ['grade', 'comments', 'notes']);
    if (mark) report.marks.push(mark);
  }

  // The device id each damage made here had, by the id the server gave it (the sent record keeps it for days).
  const madeHere = new Map<string, string>();
  for (const record of records) {
    const target = record.state === 'done' && record.creates && record.method === 'POST' ? targetOf(record.path, vehicleId) : null;
    const serverId = target?.conditionsOf !== undefined && record.creates ? idFromReply(record.result, record.creates.idField) : null;
    if (serverId !== null && record.creates) madeHere.set(serverId, record.creates.tempId);
  }
  for (const report of shown.reports) {
    report.damages = report.damages.map((damage) => {
      const key = madeHere.get(String(damage.id)) ?? damage.key;
      return nameDamage(markupOnItsPhoto(key === damage.key ? damage : { ...damage, key }), catalogue);
    });
    if (report.damages.some((damage) => damage.marks.length > 0 || damage.create)) report.total = reportTotal(report.damages.map((damage) => damage.fields));
  }
  return shown;
}

/**
 * The damage with its markup only over the photo it was drawn on (ADR 0095): marks drawn on a
 * photo another device has replaced since, or on one removed, are not drawn over what is shown.
 */
function markupOnItsPhoto(damage: ShownDamage): ShownDamage {
  const markup = markupOnPhoto(damage.fields.photo_markup, damage.photo?.sha256);
  return markup === damage.fields.photo_markup ? damage : { ...damage, fields: { ...damage.fields, photo_markup: markup } };
}

/** A damage's cost total as shown (labour + paint + part). */
export const damageTotal = (damage: ShownDamage) => conditionTotal(damage.fields);
