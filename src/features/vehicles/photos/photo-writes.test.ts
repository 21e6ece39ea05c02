import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/auth/session';
import { resetDb } from '@/offline/db';
import { recordsOf } from '@/offline/outbox';
import { makeRecord } from '@/test/outbox-records';
import { queuedPrivate, toggleImagePrivate } from './photo-writes';

const flag = (id: number, value: number, overrides = {}) =>
  makeRecord({ id, path: '/v3/util/vehicle_images/5', body: { kind: 'json', value: { is_private: value } }, ...overrides });

describe('queuedPrivate', () => {
  it('is the last queued value, else the server value', () => {
    expect(queuedPrivate([], 5, true, 0)).toBe(true);
    expect(queuedPrivate([flag(1, 0), flag(2, 1)], 5, false, 0)).toBe(true);
    expect(queuedPrivate([flag(2, 1), flag(1, 0)], 5, false, 0)).toBe(true);
  });

  it('ignores refused changes and changes the fetched list already holds', () => {
    expect(queuedPrivate([flag(1, 1, { state: 'needs-attention' })], 5, false, 0)).toBe(false);
    expect(queuedPrivate([flag(1, 1, { state: 'done', updatedAt: 10 })], 5, false, 20)).toBe(false);
    expect(queuedPrivate([flag(1, 1, { state: 'done', updatedAt: 30 })], 5, false, 20)).toBe(true);
  });
});

describe('toggleImagePrivate', () => {
  beforeEach(async () => {
    await resetDb();
    startSession({
      access_token: 'token',
      cloudUser: { id: 3, name: 'Inspector', premise_user: 1, is_global_admin: 0, is_cloud_user: 0, site_current: [{ id: 1, code: 'DAL', name: 'Dallas' }] },
    });
  });
  afterEach(() => endSession());

  it('flips from the queue, however many taps come at once', async () => {
    await Promise.all(Array.from({ length: 7 }, () => toggleImagePrivate(9, 5, false, 0)));
    const records = await recordsOf(3);
    expect(records).toHaveLength(1);
    expect(records[0]?.body).toEqual({ kind: 'json', value: { is_private: 1 } });
  });
});
