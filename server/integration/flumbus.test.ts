import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { flumbusEventId, flumbusStatus, lastFlumbusEventId, queueFlumbusMessage, resetFlumbusToNew } from './flumbus.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  db.$client.prepare("INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')").run();
});

afterEach(() => db.$client.close());

const queue = (content: unknown) => queueFlumbusMessage(db, { siteId: 1, vehicleId: 7, content, endpoint: 'https://api.cubed.example.com/v2/x' });

describe('the Flumbus queue', () => {
  it('numbers events after the highest id among the recent messages, skipping content that is not JSON', async () => {
    expect(await lastFlumbusEventId(db)).toBe(0);
    await queue({ eventid: 41 });
    await queue({ eventid: '42' });
    db.$client.prepare("INSERT INTO flumbus_logs (site_id, status, source, source_content) VALUES (1, 'failed', 'dms', 'not json')").run();
    await queue({ action: 'sync' });
    expect(await lastFlumbusEventId(db)).toBe(42);
  });

  it('queues a console message as new, and a retry puts a failed one back to new without its error flag', async () => {
    const id = await queue({ eventid: 1 });
    expect(db.$client.prepare('SELECT status, source, has_error, vehicle_id, source_content_type FROM flumbus_logs WHERE id = ?').get(id)).toEqual({
      status: 'new',
      source: 'console',
      has_error: 0,
      vehicle_id: 7,
      source_content_type: 'application/json',
    });
    db.$client.prepare("UPDATE flumbus_logs SET status = 'failed', has_error = 1, error_text = 'timeout' WHERE id = ?").run(id);
    expect(await flumbusStatus(db, id)).toBe('failed');
    await resetFlumbusToNew(db, id);
    expect(db.$client.prepare('SELECT status, has_error, error_text FROM flumbus_logs WHERE id = ?').get(id)).toEqual({
      status: 'new',
      has_error: 0,
      error_text: 'timeout',
    });
    expect(await flumbusStatus(db, id + 1)).toBeUndefined();
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
    const sqlite = db.$client.prepare("SELECT CASE WHEN json_valid(@content) THEN CAST(json_extract(@content, '$.eventid') AS INTEGER) END").pluck();
    for (const content of contents) expect([content, flumbusEventId(content)]).toEqual([content, sqlite.get({ content })]);
  });
});
