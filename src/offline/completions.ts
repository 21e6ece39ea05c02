/**
 * "This record reached the server", for screens that merge the reply into what they show
 * (the inspection editor merges the returned grade). Only the sending tab hears it; a
 * screen that must react in every tab watches its group's records instead (useGroupRecords).
 */
import type { OutboxRecord } from './record';

type Listener = (record: OutboxRecord, reply: unknown) => void;
const listeners = new Set<Listener>();

export function notifyDone(record: OutboxRecord, reply: unknown): void {
  for (const listener of listeners) listener(record, reply);
}

export function onRecordDone(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
