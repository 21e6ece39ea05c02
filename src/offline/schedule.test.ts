import { describe, expect, it } from 'vitest';
import { schedule } from './schedule';
import { makeRecord } from '@/test/outbox-records';

const ids = (records: { id: number }[]) => records.map((record) => record.id);

describe('schedule', () => {
  it('sends only the first pending record of each group, groups side by side', () => {
    const records = [
      makeRecord({ id: 1, group: 'vehicle:1' }),
      makeRecord({ id: 2, group: 'vehicle:1' }),
      makeRecord({ id: 3, group: 'vehicle:2' }),
      makeRecord({ id: 4, group: 'vehicle:2' }),
    ];
    expect(ids(schedule(records, 0, new Set()).ready)).toEqual([1, 3]);
  });

  it('skips done records and keeps creation order whatever the input order', () => {
    const records = [makeRecord({ id: 5 }), makeRecord({ id: 2, state: 'done' }), makeRecord({ id: 3 })];
    expect(ids(schedule(records, 0, new Set()).ready)).toEqual([3]);
  });

  it('does not send a second record of a group while one is in flight', () => {
    const records = [makeRecord({ id: 1, group: 'a' }), makeRecord({ id: 2, group: 'b' })];
    expect(ids(schedule(records, 0, new Set(['a'])).ready)).toEqual([2]);
  });

  it('waits out a backoff, holding the records behind it, and says when to look again', () => {
    const records = [makeRecord({ id: 1, state: 'failed-retrying', nextAttemptAt: 5000 }), makeRecord({ id: 2 })];
    const plan = schedule(records, 1000, new Set());
    expect(plan.ready).toEqual([]);
    expect(plan.wakeAt).toBe(5000);
    expect(ids(schedule(records, 5000, new Set()).ready)).toEqual([1]);
  });

  it('resends a record left in "sending" by a crash (the server replays it by its key)', () => {
    expect(ids(schedule([makeRecord({ id: 1, state: 'sending', attempts: 1 })], 0, new Set()).ready)).toEqual([1]);
  });

  it('lets independent records pass a record that needs attention', () => {
    const records = [makeRecord({ id: 1, state: 'needs-attention', resource: 'image:1' }), makeRecord({ id: 2, resource: 'image:2' })];
    expect(ids(schedule(records, 0, new Set()).ready)).toEqual([2]);
  });

  it('holds back records of the same resource, or using an id it was to create', () => {
    const records = [
      makeRecord({ id: 1, state: 'needs-attention', method: 'POST', creates: { tempId: 'tmp-aaaaaaaaaa', idField: 'id' } }),
      makeRecord({ id: 2, path: '/v3/things/tmp-aaaaaaaaaa/images', creates: { tempId: 'tmp-bbbbbbbbbb', idField: 'id' } }),
      makeRecord({ id: 3, path: '/v3/images/tmp-bbbbbbbbbb' }),
      makeRecord({ id: 4, state: 'needs-attention', resource: 'image:9' }),
      makeRecord({ id: 5, resource: 'image:9' }),
      makeRecord({ id: 6, resource: 'image:10' }),
    ];
    const plan = schedule(records, 0, new Set());
    expect(ids(plan.ready)).toEqual([6]);
    expect(plan.heldBack).toEqual([2, 3, 5]);
  });
});
