/** Builders of outbox records for the offline layer's tests. */
import type { OutboxRecord } from '@/offline/record';
import { legacyTempRefs } from '@/offline/temp-ids';

let nextId = 1;

export function makeRecord(overrides: Partial<OutboxRecord> = {}): OutboxRecord {
  const id = overrides.id ?? nextId++;
  const record: OutboxRecord = {
    id,
    key: `key-${id}-0000`,
    userId: 1,
    siteCode: 'DAL',
    apiBase: 'http://api.test',
    group: 'vehicle:1',
    method: 'PUT',
    path: `/v3/util/vehicle_images/${id}`,
    body: { kind: 'json', value: { is_private: 1 } },
    resource: null,
    versions: null,
    creates: null,
    label: `Change ${id}`,
    uses: [],
    ifMatch: null,
    conflict: null,
    state: 'queued',
    attempts: 0,
    lastError: null,
    lastStatus: null,
    nextAttemptAt: 0,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
  // Where it names temporary ids, unless the test says: found the way an older record's are.
  return overrides.uses ? record : { ...record, uses: legacyTempRefs(record) };
}
