/**
 * "This record reached the server", with the reply and its meta, for screens that act on the
 * answer (the inspection editor's autograde messages). Only the sending tab hears it; a screen
 * that must react in every tab watches its group's records instead (useGroupRecords: a done
 * record keeps its reply and meta).
 */
import type { OutboxRecord } from './record';

type Listener = (record: OutboxRecord, reply: unknown, meta: unknown) => void;
const listeners = new Set<Listener>();

export function notifyDone(record: OutboxRecord, reply: unknown, meta: unknown): void {
  for (const listener of listeners) listener(record, reply, meta);
}

export function onRecordDone(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
