/** Builders of outbox records for the offline layer's tests. */
import type { OutboxRecord } from './record';

let nextId = 1;

export function makeRecord(overrides: Partial<OutboxRecord> = {}): OutboxRecord {
  const id = overrides.id ?? nextId++;
  return {
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
    creates: null,
    label: `Change ${id}`,
    state: 'queued',
    attempts: 0,
    lastError: null,
    lastStatus: null,
    nextAttemptAt: 0,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}
