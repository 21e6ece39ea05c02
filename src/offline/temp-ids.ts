/**
 * Temporary ids for things created offline. A record that creates something (a damage,
 * say) carries a client id such as `tmp-5f0c…`; later records use that id in their path
 * or body (its photo, an edit of it). When the create succeeds, every waiting record is
 * rewritten with the server's id; a record that still names an unresolved temporary id
 * is not sent.
 */
import type { OutboxBody, OutboxRecord } from './record';

const prefix = 'tmp-';
const pattern = /tmp-[A-Za-z0-9_-]{8,64}/g;

export function newTempId(): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`;
}

export function isTempId(value: unknown): value is string {
  return typeof value === 'string' && /^tmp-[A-Za-z0-9_-]{8,64}$/.test(value);
}

/**
 * A JSON value equal to the temporary id becomes the server id, as a number when it is
 * numeric (ids are numbers in this API); inside a longer string it is replaced as text.
 */
function rewriteJson(value: unknown, tempId: string, serverId: string): unknown {
  if (value === tempId) return /^\d+$/.test(serverId) ? Number(serverId) : serverId;
  if (typeof value === 'string') return value.replaceAll(tempId, serverId);
  if (Array.isArray(value)) return value.map((item) => rewriteJson(item, tempId, serverId));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteJson(item, tempId, serverId)]));
  }
  return value;
}

function rewriteBody(body: OutboxBody, tempId: string, serverId: string): OutboxBody {
  if (body === null) return null;
  if (body.kind === 'json') return { kind: 'json', value: rewriteJson(body.value, tempId, serverId) };
  return { ...body, fields: Object.fromEntries(Object.entries(body.fields).map(([k, i]) => [k, i.replaceAll(tempId, serverId)])) };
}

/** The record with every use of `tempId` replaced by `serverId`, or null when it does not use it. */
export function rewriteTempId(record: OutboxRecord, tempId: string, serverId: string): OutboxRecord | null {
  const uses = record.path.includes(tempId) || record.resource?.includes(tempId) || JSON.stringify(bodyForSearch(record.body)).includes(tempId);
  if (!uses) return null;
  return {
    ...record,
    path: record.path.replaceAll(tempId, serverId),
    resource: record.resource?.replaceAll(tempId, serverId) ?? null,
    body: rewriteBody(record.body, tempId, serverId),
  };
}

function bodyForSearch(body: OutboxBody): unknown {
  if (body === null) return null;
  return body.kind === 'json' ? body.value : body.fields;
}

/** The temporary ids a record still refers to (it waits until all of them are resolved). */
export function tempIdsUsed(record: Pick<OutboxRecord, 'path' | 'body'>): string[] {
  const text = `${record.path} ${JSON.stringify(bodyForSearch(record.body))}`;
  return [...new Set(text.match(pattern) ?? [])];
}

/** Reads the created id out of a reply, following a dotted field path ("id", "response.id"). */
export function idFromReply(reply: unknown, idField: string): string | null {
  let value: unknown = reply;
  for (const part of idField.split('.')) {
    if (typeof value !== 'object' || value === null || !(part in value)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
}
