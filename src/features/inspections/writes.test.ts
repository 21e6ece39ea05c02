import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/auth/session';
import { resetDb } from '@/offline/db';
import { markRefused, markSending, recordsOf } from '@/offline/outbox';
import { inspectorSignIn } from '@/test/app-shell-fixtures';
import { queueCreateDamage, queueCreateReport, queueDeleteReport } from './writes';

const inspector = inspectorSignIn.cloudUser.id;
const created = async () => (await recordsOf(inspector)).find((record) => record.method === 'POST' && record.path === '/v3/vehicles3/5/inspections');

describe('Delete Inspection of a report made on this device', () => {
  beforeEach(async () => {
    await resetDb();
    startSession(inspectorSignIn);
  });
  afterEach(() => endSession());

  it('takes a report never sent out of the queue, with what was written in it', async () => {
    const reportId = await queueCreateReport(5);
    await queueCreateDamage(5, reportId, { item_code: 1, damage_code: 1 }, 'New damage: Hood – Dent');
    await queueDeleteReport(5, reportId, (await created())?.id ?? null, { etag: null, base: {} });
    expect(await recordsOf(inspector)).toEqual([]);
  });

  it('sends a refused create again with the delete behind it, instead of a delete of an id the server never gave', async () => {
    const reportId = await queueCreateReport(5);
    const create = (await created())!;
    await markSending(create.id);
    await markRefused(create.id, 'You need the condition writer permission at DAL', 403);
    await queueDeleteReport(5, reportId, create.id, { etag: null, base: {} });
    expect((await recordsOf(inspector)).map((record) => [record.method, record.path, record.state])).toEqual([
      ['POST', '/v3/vehicles3/5/inspections', 'queued'],
      ['DELETE', `/v3/vehicles3/5/inspections/${reportId}`, 'queued'],
    ]);
    // Refused again: nothing exists to delete, and the two end together.
    await markRefused(create.id, 'You need the condition writer permission at DAL', 403);
    expect((await recordsOf(inspector)).map((record) => record.state)).toEqual(['done', 'done']);
  });
});
