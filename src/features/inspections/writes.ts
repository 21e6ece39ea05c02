/**
 * Every write of the inspection screen, through the outbox (ADR 0018): in the vehicle's group
 * (`vehicle:{id}`, the one vehicle photos use), so they reach the server in the order the
 * inspector made them; each names the resource it changes and the version it was made on
 * (If-Match and base values), so successive edits merge and rebase, and a desk user's change
 * is never silently overwritten. Things made offline get temporary ids that later writes use.
 */
import type { ConditionCreate, ConditionUpdate, InspectionUpdate, VehicleConditionUpdate } from '@/contract/inspections';
import { conditionPhotoCapturedField, conditionPhotoField } from '@/contract/inspections';
import type { CompressedPhoto } from '@/lib/photo-compression';
import { deleteMaybeCreated, enqueue, type WriteRequest } from '@/offline/outbox';
import type { OutboxRecord } from '@/offline/record';
import { currentOwner } from '@/offline/owner';
import { newTempId } from '@/offline/temp-ids';

/** An id the server gave, or the temporary one of something made on this device. */
export type AnyId = number | string;

export const inspectionGroup = (vehicleId: number) => `vehicle:${vehicleId}`;

export const inspectionPaths = {
  vehicle: (vehicleId: number) => `/v3/vehicles3/${vehicleId}`,
  reports: (vehicleId: number) => `/v3/vehicles3/${vehicleId}/inspections`,
  report: (vehicleId: number, reportId: AnyId) => `/v3/vehicles3/${vehicleId}/inspections/${reportId}`,
  conditions: (vehicleId: number, reportId: AnyId) => `/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions`,
  condition: (vehicleId: number, reportId: AnyId, conditionId: AnyId) => `/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions/${conditionId}`,
  photo: (vehicleId: number, reportId: AnyId, imageId: AnyId) => `/v3/vehicles3/${vehicleId}/inspections/${reportId}/images/${imageId}`,
};

export const inspectionResources = {
  report: (id: AnyId) => `inspection:${id}`,
  condition: (id: AnyId) => `condition:${id}`,
  vehicle: (id: number) => `vehicle:${id}`,
  photo: (conditionId: AnyId) => `condition-photo:${conditionId}`,
};

/** The version a write is made on: the record's ETag (null if made offline) and its fields' values before. */
export interface Version {
  etag: string | null;
  base: Record<string, unknown>;
}

/** The values the changed fields had as shown: the base a write is made on. */
export const baseOf = <T extends object>(shown: T, changes: object): Record<string, unknown> =>
  Object.fromEntries(Object.keys(changes).map((key) => [key, (shown as Record<string, unknown>)[key] ?? null]));

function owner() {
  const signedIn = currentOwner();
  if (signedIn === null) throw new Error('Sign in again to save changes.');
  return signedIn;
}

const queue = (request: WriteRequest) => enqueue(owner(), request);

/** Creates the report (the server answers the vehicle's report if another device made one). Resolves with its temporary id. */
export async function queueCreateReport(vehicleId: number): Promise<string> {
  const tempId = newTempId();
  await queue({
    method: 'POST',
    path: inspectionPaths.reports(vehicleId),
    body: { kind: 'json', value: {} },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.report(tempId),
    creates: { tempId, idField: 'condition_report_id' },
    label: 'Create inspection report',
  });
  return tempId;
}

export function queueUpdateReport(vehicleId: number, reportId: AnyId, fields: InspectionUpdate, version: Version, label: string): Promise<number> {
  return queue({
    method: 'PUT',
    path: `${inspectionPaths.report(vehicleId, reportId)}?with[]=inspection_items`,
    body: { kind: 'json', value: fields },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.report(reportId),
    ifMatch: version,
    label,
  });
}

/**
 * Deletes the report: taken out of the queue with all that was written in it if its create was
 * never sent; else deleted on the server after its create (deleteMaybeCreated: a create the
 * server refused goes again, and if it is refused again, the two end together).
 */
export async function queueDeleteReport(vehicleId: number, reportId: AnyId, createRecordId: number | null, version: Version): Promise<void> {
  await deleteMaybeCreated(owner(), createRecordId, {
    method: 'DELETE',
    path: inspectionPaths.report(vehicleId, reportId),
    body: null,
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.report(reportId),
    ifMatch: version,
    label: 'Delete inspection report',
  });
}

/** The report's own writes, by what they do: its create, an update of its fields, its deletion. */
export type ReportWrite = 'create' | 'update' | 'delete';

/** Which of the report's own writes a record of the vehicle's group is, or null (a damage's, a photo's, the vehicle's). */
export function reportWriteOf(record: Pick<OutboxRecord, 'method' | 'path'>, vehicleId: number): ReportWrite | null {
  const path = record.path.split('?')[0] ?? '';
  const reports = inspectionPaths.reports(vehicleId);
  if (path === reports) return record.method === 'POST' ? 'create' : null;
  if (!path.startsWith(`${reports}/`) || path.slice(reports.length + 1).includes('/')) return null;
  return record.method === 'PUT' ? 'update' : record.method === 'DELETE' ? 'delete' : null;
}

/** Adds a damage; resolves with its temporary id (its photo and later edits use it). */
export async function queueCreateDamage(vehicleId: number, reportId: AnyId, body: ConditionCreate, label: string): Promise<string> {
  const tempId = newTempId();
  await queue({
    method: 'POST',
    path: inspectionPaths.conditions(vehicleId, reportId),
    body: { kind: 'json', value: body },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.condition(tempId),
    creates: { tempId, idField: 'vehicle_condition_id' },
    label,
  });
  return tempId;
}

export function queueUpdateDamage(
  vehicleId: number,
  reportId: AnyId,
  conditionId: AnyId,
  fields: ConditionUpdate,
  version: Version,
  label: string,
): Promise<number> {
  return queue({
    method: 'PUT',
    path: inspectionPaths.condition(vehicleId, reportId, conditionId),
    body: { kind: 'json', value: fields },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.condition(conditionId),
    ifMatch: version,
    label,
  });
}

/** Deletes a damage: taken out of the queue if its create was never sent, else deleted on the server after it. */
export async function queueDeleteDamage(vehicleId: number, reportId: AnyId, conditionId: AnyId, createRecordId: number | null, label: string): Promise<void> {
  await deleteMaybeCreated(owner(), createRecordId, {
    method: 'DELETE',
    path: inspectionPaths.condition(vehicleId, reportId, conditionId),
    body: null,
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.condition(conditionId),
    label,
  });
}

/** A damage's photo: its bytes on disk before this resolves; a new one replaces the old on the server. */
export async function queueDamagePhoto(
  vehicleId: number,
  reportId: AnyId,
  conditionId: AnyId,
  { photo, sha256 }: { photo: CompressedPhoto; sha256: string },
  label: string,
): Promise<string> {
  const tempId = newTempId();
  await queue({
    method: 'POST',
    path: `${inspectionPaths.condition(vehicleId, reportId, conditionId)}/images`,
    body: {
      kind: 'file',
      field: conditionPhotoField,
      fileName: photo.fileName,
      mimeType: photo.mimeType,
      bytes: photo.bytes,
      fields: { [conditionPhotoCapturedField]: photo.capturedAt },
      sha256,
    },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.photo(conditionId),
    // Answered with the damage, in its new version: its later edits are sent on it.
    versions: inspectionResources.condition(conditionId),
    creates: { tempId, idField: 'image.id' },
    label,
  });
  return tempId;
}

/** Removes a damage's photo, whatever state its upload was in (deleteMaybeCreated). */
export async function queueDeleteDamagePhoto(
  vehicleId: number,
  reportId: AnyId,
  conditionId: AnyId,
  imageId: AnyId,
  uploadRecordId: number | null,
  label: string,
): Promise<void> {
  await deleteMaybeCreated(owner(), uploadRecordId, {
    method: 'DELETE',
    path: inspectionPaths.photo(vehicleId, reportId, imageId),
    body: null,
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.photo(conditionId),
    versions: inspectionResources.condition(conditionId),
    label,
  });
}

export function queueVehicleFields(vehicleId: number, fields: VehicleConditionUpdate, version: Version, label: string): Promise<number> {
  return queue({
    method: 'PUT',
    path: `${inspectionPaths.vehicle(vehicleId)}?with[]=equipment`,
    body: { kind: 'json', value: fields },
    group: inspectionGroup(vehicleId),
    resource: inspectionResources.vehicle(vehicleId),
    ifMatch: version,
    label,
  });
}
