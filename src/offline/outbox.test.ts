import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { discard, enqueue, getRecord, markDone, markSending, photoBytes, recordsOf, retryNow, type Owner, type WriteRequest } from './outbox';
import { newTempId } from './temp-ids';

const owner: Owner = { userId: 7, siteCode: 'DAL', apiBase: 'http://api.test' };
const flag = (image: number, value: Record<string, number>): WriteRequest => ({
  method: 'PUT',
  path: `/v3/util/vehicle_images/${image}`,
  body: { kind: 'json', value },
  group: 'vehicle:1',
  resource: `vehicle_images/${image}`,
  label: `Image ${image}`,
});

beforeEach(async () => {
  await resetDb();
});

describe('enqueue', () => {
  it('stores a durable record with its own idempotency key, owner and state', async () => {
    const id = await enqueue(owner, flag(1, { is_private: 1 }), 1000);
    const record = await getRecord(id);
    expect(record).toMatchObject({
      userId: 7,
      siteCode: 'DAL',
      apiBase: 'http://api.test',
      method: 'PUT',
      state: 'queued',
      attempts: 0,
      createdAt: 1000,
      body: { kind: 'json', value: { is_private: 1 } },
    });
    expect(record?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(record)).not.toMatch(/token|Bearer/i);
  });

  it('merges successive unsent updates of one resource into one request', async () => {
    for (let i = 0; i < 100; i += 1) await enqueue(owner, flag(1, { is_private: i % 2 }));
    await enqueue(owner, flag(1, { main_image: 1 }));
    const records = await recordsOf(7);
    expect(records).toHaveLength(1);
    expect(records[0]?.body).toEqual({ kind: 'json', value: { is_private: 1, main_image: 1 } });
  });

  it('names every change a merged record carries, so that a discard says all it drops', async () => {
    const vehicle = (value: Record<string, unknown>, label: string): WriteRequest => ({
      method: 'PUT',
      path: '/v3/vehicles3/1',
      body: { kind: 'json', value },
      group: 'vehicle:1',
      resource: 'vehicle:1',
      label,
    });
    await enqueue(owner, vehicle({ keys_count: 3 }, 'Keys'));
    await enqueue(owner, vehicle({ keys_count: 2 }, 'Keys'));
    expect((await recordsOf(7)).map((record) => record.label)).toEqual(['Keys']);
    await enqueue(owner, vehicle({ tires: { lf: 5 } }, 'Tyres'));
    await enqueue(owner, vehicle({ keys_count: 1 }, 'Keys'));
    const [merged] = await recordsOf(7);
    expect(merged?.label).toBe('Keys · Tyres');
    expect(merged?.body).toEqual({ kind: 'json', value: { keys_count: 1, tires: { lf: 5 } } });
  });

  it('does not merge across another record, or into one already attempted', async () => {
    await enqueue(owner, flag(1, { main_image: 1 }));
    await enqueue(owner, flag(2, { main_image: 1 }));
    await enqueue(owner, flag(1, { main_image: 1 }));
    expect(await recordsOf(7)).toHaveLength(3);

    await markSending((await recordsOf(7))[2]!.id);
    await enqueue(owner, flag(1, { is_private: 1 }));
    expect(await recordsOf(7)).toHaveLength(4);
  });

  it('keeps photo bytes as an ArrayBuffer beside the record, and frees them once sent', async () => {
    const bytes = new Uint8Array([255, 216, 255, 224]).buffer;
    const id = await enqueue(owner, {
      method: 'POST',
      path: '/v3/vehicles/1/images',
      body: { kind: 'file', field: 'image', fileName: 'a.jpg', mimeType: 'image/jpeg', bytes, fields: {} },
      group: 'vehicle:1',
      label: 'Photo a.jpg',
    });
    expect((await getRecord(id))?.body).toEqual({ kind: 'file', field: 'image', fileName: 'a.jpg', mimeType: 'image/jpeg', size: 4, fields: {} });
    expect(new Uint8Array((await photoBytes(id))!)).toEqual(new Uint8Array([255, 216, 255, 224]));
    await markDone(id, { vehicle_image_id: 3 });
    expect(await photoBytes(id)).toBeNull();
  });
});

describe('markDone', () => {
  it('rewrites the records waiting on a temporary id with the server id, in one transaction', async () => {
    const tempId = newTempId();
    const create = await enqueue(owner, {
      method: 'POST',
      path: '/v3/vehicles3/1/inspections/2/conditions',
      body: { kind: 'json', value: { item_code: 'A' } },
      group: 'vehicle:1',
      creates: { tempId, idField: 'vehicle_condition_id' },
      label: 'New damage',
    });
    const edit = await enqueue(owner, {
      method: 'PUT',
      path: `/v3/vehicles3/1/inspections/2/conditions/${tempId}`,
      body: { kind: 'json', value: { description: 'dent' } },
      group: 'vehicle:1',
      label: 'Edit damage',
    });
    await markDone(create, { vehicle_condition_id: 55 });
    expect((await getRecord(edit))?.path).toBe('/v3/vehicles3/1/inspections/2/conditions/55');
  });

  it('gives a write queued after its create went through (the screen still knew the temporary id) the server id and the version the create answered', async () => {
    const tempId = newTempId();
    const damage = {
      method: 'POST' as const,
      path: '/v3/vehicles3/1/inspections/2/conditions',
      body: { kind: 'json' as const, value: { item_code: 'A', repair_approved: 0 } },
      group: 'vehicle:1',
      resource: `condition:${tempId}`,
      creates: { tempId, idField: 'vehicle_condition_id' },
      label: 'New damage',
    };
    const edit = (etag: string | null, value: Record<string, unknown>): WriteRequest => ({
      method: 'PUT',
      path: `/v3/vehicles3/1/inspections/2/conditions/${tempId}`,
      body: { kind: 'json', value },
      group: 'vehicle:1',
      resource: `condition:${tempId}`,
      ifMatch: { etag, base: { repair_approved: 0 } },
      label: 'Edit damage',
    });
    await markDone(await enqueue(owner, damage), { vehicle_condition_id: 55, repair_approved: 0, etag: 'e1' });
    const late = await enqueue(owner, edit(null, { repair_approved: 1 }));
    expect(await getRecord(late)).toMatchObject({
      path: '/v3/vehicles3/1/inspections/2/conditions/55',
      resource: 'condition:55',
      uses: [],
      ifMatch: { etag: 'e1', base: { repair_approved: 0 } },
    });
    // Once that edit is through too, the next one made on the old picture is based on its answer.
    await markDone(late, { vehicle_condition_id: 55, repair_approved: 1, etag: 'e2' });
    const later = await enqueue(owner, edit(null, { description: 'dent' }));
    expect(await getRecord(later)).toMatchObject({ path: '/v3/vehicles3/1/inspections/2/conditions/55', ifMatch: { etag: 'e2' } });
  });

  it('sends an edit queued behind its damage’s photo on the version the photo’s answer gave the damage (no 412 on the way)', async () => {
    const tempId = newTempId();
    const photoId = newTempId();
    const create = await enqueue(owner, {
      method: 'POST',
      path: '/v3/vehicles3/1/inspections/2/conditions',
      body: { kind: 'json', value: { item_code: 'A' } },
      group: 'vehicle:1',
      resource: `condition:${tempId}`,
      creates: { tempId, idField: 'vehicle_condition_id' },
      label: 'New damage',
    });
    const photo = await enqueue(owner, {
      method: 'POST',
      path: `/v3/vehicles3/1/inspections/2/conditions/${tempId}/images`,
      body: { kind: 'json', value: null },
      group: 'vehicle:1',
      resource: `condition-photo:${tempId}`,
      versions: `condition:${tempId}`,
      creates: { tempId: photoId, idField: 'image.id' },
      label: 'Photo',
    });
    const edit = await enqueue(owner, {
      method: 'PUT',
      path: `/v3/vehicles3/1/inspections/2/conditions/${tempId}`,
      body: { kind: 'json', value: { description: 'dent' } },
      group: 'vehicle:1',
      resource: `condition:${tempId}`,
      ifMatch: { etag: null, base: { description: null } },
      label: 'Edit damage',
    });
    await markDone(create, { vehicle_condition_id: 55, etag: 'e1' });
    expect(await getRecord(photo)).toMatchObject({ resource: 'condition-photo:55', versions: 'condition:55' });
    expect(await getRecord(edit)).toMatchObject({ ifMatch: { etag: 'e1' } });
    // The photo made the damage's version e2: the edit goes on it, not on e1, which the server would refuse.
    await markDone(photo, { vehicle_condition_id: 55, image: { id: 9 }, etag: 'e2' });
    expect(await getRecord(edit)).toMatchObject({ path: '/v3/vehicles3/1/inspections/2/conditions/55', ifMatch: { etag: 'e2', base: { description: null } } });
  });
});

describe('discard and retry', () => {
  it('discards a record with the records that depended on it, and only those', async () => {
    const tempId = newTempId();
    const create = await enqueue(owner, {
      method: 'POST',
      path: '/v3/conditions',
      body: { kind: 'json', value: {} },
      group: 'vehicle:1',
      creates: { tempId, idField: 'id' },
      label: 'create',
    });
    await enqueue(owner, { method: 'PUT', path: `/v3/conditions/${tempId}`, body: null, group: 'vehicle:1', label: 'dependent' });
    await enqueue(owner, flag(3, { is_private: 1 }));
    expect(await discard(create)).toBe(2);
    expect((await recordsOf(7)).map((record) => record.label)).toEqual(['Image 3']);
  });

  it('retry puts a refused record back in the queue, due now', async () => {
    const id = await enqueue(owner, flag(1, { is_private: 1 }));
    await db.outbox.update(id, { state: 'needs-attention', lastError: 'No', nextAttemptAt: 99 });
    await retryNow(id, 5);
    expect(await getRecord(id)).toMatchObject({ state: 'queued', nextAttemptAt: 0 });
  });
});

describe('reading records back', () => {
  it('shows a damaged record as needing attention instead of dropping it or crashing', async () => {
    const id = await db.outbox.add({ userId: 7, label: 'Broken', state: 'queued', group: 'vehicle:1' } as never);
    const [record] = await recordsOf(7);
    expect(record).toMatchObject({ id, label: 'Broken', state: 'needs-attention' });
    expect(record?.lastError).toMatch(/could not be read/);
  });
});
