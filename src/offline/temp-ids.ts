/**
 * Temporary ids for things created offline. A record that creates something (a damage,
 * say) carries a client id such as `tmp-5f0c…`; later records use that id in their path
 * or body (its photo, an edit of it). Each record lists where it names a temporary id
 * (`uses`: a path segment, or a body field), so that when the create succeeds exactly those
 * places are rewritten with the server's id; a record that still names an unresolved
 * temporary id is not sent.
 */
import type { OutboxBody, OutboxRecord, TempRef } from './record';

const prefix = 'tmp-';
const shape = /^tmp-[A-Za-z0-9_-]{8,64}$/;

export function newTempId(): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`;
}

export function isTempId(value: unknown): value is string {
  return typeof value === 'string' && shape.test(value);
}

/** A path's segments (before its query string) with each one equal to `tempId` replaced. */
function replaceInPath(path: string, tempId: string, serverId: string): string {
  const queryAt = path.indexOf('?');
  const [pathname, query] = queryAt < 0 ? [path, ''] : [path.slice(0, queryAt), path.slice(queryAt)];
  const segments = pathname.split('/').map((segment) => (segment === tempId ? serverId : segment));
  return `${segments.join('/')}${query}`;
}

/** Where a new record names temporary ids: its path's segments (not its query), and the body fields its writer declared. */
export function tempRefsOf(path: string, bodyFields: readonly { field: string; tempId: string }[] = []): TempRef[] {
  const pathname = path.split('?')[0] ?? path;
  const inPath = pathname
    .split('/')
    .filter(isTempId)
    .map((tempId): TempRef => ({ at: 'path', tempId }));
  return [...inPath, ...bodyFields.map(({ field, tempId }): TempRef => ({ at: 'body', field, tempId }))];
}

/**
 * The references of a record written before records listed them (no `uses` on disk): its path's
 * segments and the body's top-level fields that hold a temporary id or a list with some, the
 * places rewriteTempId can rewrite (found when the record is read back, outbox.ts validRecord).
 */
export function legacyTempRefs(record: Pick<OutboxRecord, 'path' | 'body'>): TempRef[] {
  const fields: { field: string; tempId: string }[] = [];
  const body = record.body;
  const entries =
    body === null
      ? []
      : body.kind === 'json'
        ? typeof body.value === 'object' && body.value !== null
          ? Object.entries(body.value)
          : []
        : Object.entries(body.fields);
  for (const [field, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) if (isTempId(item)) fields.push({ field, tempId: item });
  }
  return tempRefsOf(record.path, fields);
}

/** The temporary ids a record still refers to (it waits until all of them are resolved). */
export function tempIdsUsed(record: Pick<OutboxRecord, 'uses'>): string[] {
  return [...new Set((record.uses ?? []).map((ref) => ref.tempId))];
}

/** A body field's value once the server id is known: a number, as ids are in this API. */
const serverValue = (serverId: string) => (/^\d+$/.test(serverId) ? Number(serverId) : serverId);

/** A JSON field holding the id, or a list of ids one of which is it (a dealer report's `reports`). */
function rewrittenField(current: unknown, tempId: string, serverId: string): unknown {
  return Array.isArray(current) ? current.map((entry) => (entry === tempId ? serverValue(serverId) : entry)) : serverValue(serverId);
}

function rewriteBody(body: OutboxBody, field: string, tempId: string, serverId: string): OutboxBody {
  if (body === null) return null;
  if (body.kind === 'json') {
    const fields = body.value as Record<string, unknown>;
    const value = typeof body.value === 'object' && body.value !== null ? { ...fields, [field]: rewrittenField(fields[field], tempId, serverId) } : body.value;
    return { kind: 'json', value };
  }
  return { ...body, fields: { ...body.fields, [field]: serverId } };
}

/** The record with each place it names `tempId` given `serverId`, or null when it does not name it. */
export function rewriteTempId<T extends Pick<OutboxRecord, 'uses' | 'path' | 'body' | 'resource' | 'versions'>>(
  record: T,
  tempId: string,
  serverId: string,
): T | null {
  const uses = record.uses ?? [];
  if (!uses.some((ref) => ref.tempId === tempId)) return null;
  let { path, body } = record;
  for (const ref of uses) {
    if (ref.tempId !== tempId) continue;
    if (ref.at === 'path') path = replaceInPath(path, tempId, serverId);
    else body = rewriteBody(body, ref.field, tempId, serverId);
  }
  const resource = record.resource === null ? null : resourceWith(record.resource, tempId, serverId);
  const versions = record.versions ? resourceWith(record.versions, tempId, serverId) : record.versions;
  return { ...record, path, body, resource, versions, uses: uses.filter((ref) => ref.tempId !== tempId) };
}

/** A resource name (made of the path's parts: `vehicle_images/tmp-…`, `condition:tmp-…`) with the temporary id replaced. */
export function resourceWith(resource: string, tempId: string, serverId: string): string {
  return resource
    .split(/([/:])/)
    .map((part) => (part === tempId ? serverId : part))
    .join('');
}

/** Reads the created id out of a reply, following a dotted field path ("id", "image.id"). */
export function idFromReply(reply: unknown, idField: string): string | null {
  let value: unknown = reply;
  for (const part of idField.split('.')) {
    if (typeof value !== 'object' || value === null || !(part in value)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
}
