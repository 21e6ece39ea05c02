/** The Flumbus queue, on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { q, writeTransaction, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { flumbusEventId, flumbusStatus, lastFlumbusEventId, nextFlumbusEventId, queueFlumbusMessage, resetFlumbusToNew } from './flumbus.ts';

const engines = testEngines();

describe.each(engines)('the Flumbus queue on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    await sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')`.execute(q(db));
  });

  afterEach(() => engine.close(db));

  const queue = (content: unknown) => queueFlumbusMessage(db, { siteId: 1, vehicleId: 7, content, endpoint: 'https://api.cubed.example.com/v2/x' });

  it('numbers events after the highest id among the recent messages, skipping content that is not JSON', async () => {
    expect(await lastFlumbusEventId(db)).toBe(0);
    await queue({ eventid: 41 });
    await queue({ eventid: '42' });
    await sql`INSERT INTO flumbus_logs (site_id, status, source, source_content) VALUES (1, 'failed', 'dms', 'not json')`.execute(q(db));
    await queue({ action: 'sync' });
    expect(await lastFlumbusEventId(db)).toBe(42);
  });

  it('queues a console message as new, and a retry puts a failed one back to new without its error flag', async () => {
    const id = await queue({ eventid: 1 });
    const queued = q(db).selectFrom('flumbus_logs').select(['status', 'source', 'has_error', 'vehicle_id', 'source_content_type']).where('id', '=', id);
    expect(await queued.executeTakeFirst()).toEqual({
      status: 'new',
      source: 'console',
      has_error: 0,
      vehicle_id: 7,
      source_content_type: 'application/json',
    });
    await sql`UPDATE flumbus_logs SET status = 'failed', has_error = 1, error_text = 'timeout' WHERE id = ${id}`.execute(q(db));
    expect(await flumbusStatus(db, id)).toBe('failed');
    await resetFlumbusToNew(db, id);
    const reset = q(db).selectFrom('flumbus_logs').select(['status', 'has_error', 'error_text']).where('id', '=', id);
    expect(await reset.executeTakeFirst()).toEqual({
      status: 'new',
      has_error: 0,
      error_text: 'timeout',
    });
    expect(await flumbusStatus(db, id + 1)).toBeUndefined();
  });

  it('gives messages queued at once event ids of their own', async () => {
    const push = () => writeTransaction(db, async () => queue({ eventid: await nextFlumbusEventId(db) }));
    await Promise.all(Array.from({ length: 6 }, push));
    const contents = await q(db).selectFrom('flumbus_logs').select('source_content').execute();
    expect(contents.map((row) => flumbusEventId(row.source_content)).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the event id of a message', () => {
  it("reads as SQLite's CAST(json_extract(content, '$.eventid') AS INTEGER) of valid JSON did, the SQL it replaces", () => {
    const contents = [
      ...[
        '41',
        '"42"',
        '" 43x"',
        '"4.9"',
        '"1e3"',
        '41.7',
        '-3.5',
        'true',
        'false',
        'null',
        '{"a":1}',
        '[5]',
        '"abc"',
        '1e3',
        '"+7"',
        '"-7"',
        '"0x10"',
        '"\\t12"',
      ].map((value) => `{"eventid":${value}}`),
      '{"action":"sync"}',
      '[1]',
      '5',
      '"x"',
      'not json',
      '',
      null,
    ];
    const sqlite = openDatabase(':memory:').$client;
    const expression = sqlite.prepare("SELECT CASE WHEN json_valid(@content) THEN CAST(json_extract(@content, '$.eventid') AS INTEGER) END").pluck();
    for (const content of contents) expect([content, flumbusEventId(content)]).toEqual([content, expression.get({ content })]);
    sqlite.close();
  });
});
