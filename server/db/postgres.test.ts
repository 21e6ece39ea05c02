/**
 * PostgreSQL's migrations and what the schema leaves to them (ADR 0070): several processes that
 * start at once migrate once; the sequences move past a seed's explicit ids; username_key() of
 * the first migration is usernameKey of the contract, behind the same unique index as on SQLite.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameKey } from '../../src/contract/auth.ts';
import { adminClient, createEmptyDatabase, databaseUrl, dropDatabase, usePostgresDatabase } from '../test/postgres.ts';
import { bumpSequences, migratePostgres, postgresMigrationsFolder, postgresTypes } from './postgres.ts';

const journal = JSON.parse(readFileSync(join(postgresMigrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, types: postgresTypes });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('migratePostgres', () => {
  const name = `lot_test_migrate_${process.pid}_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const admin = await adminClient();
    try {
      await createEmptyDatabase(admin, name);
    } finally {
      await admin.end();
    }
  });
  afterAll(async () => {
    const admin = await adminClient();
    try {
      await dropDatabase(admin, name);
    } finally {
      await admin.end();
    }
  });

  it('six processes starting at once on an empty database: one applies the migrations, all succeed', async () => {
    // Separate connections, as separate processes would have; without the lock two of them would
    // both find the database empty and the second would fail on CREATE TABLE.
    const results = await Promise.all(Array.from({ length: 6 }, () => migratePostgres(databaseUrl(name))));
    expect(results.map((r) => r.applied).sort()).toEqual([0, 0, 0, 0, 0, journal.entries.length]);
    const applied = await withClient(databaseUrl(name), (client) => client.query<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations'));
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    // Counts come back as numbers, not strings (int8 parsed by postgresTypes).
    expect(typeof applied.rows[0]?.n).toBe('number');
    // And a later start applies nothing.
    expect(await migratePostgres(databaseUrl(name))).toEqual({ applied: 0 });
  });
});

describe('on a migrated database', () => {
  const database = usePostgresDatabase();

  it('bumpSequences moves every identity past the explicit ids a seed inserted', async () => {
    await withClient(database.url, async (client) => {
      await client.query(`INSERT INTO sites (id, code, name) VALUES (40, 'PHX', 'Phoenix'), (41, 'DAL', 'Dallas')`);
      await client.query(`INSERT INTO announcements (announcement_id, announcement) VALUES (7, 'seeded')`);
      // Before: the identity knows nothing of them.
      await expect(client.query(`INSERT INTO announcements (announcement) VALUES ('first')`)).resolves.toMatchObject({ rowCount: 1 });
      await bumpSequences(client);
      const site = await client.query<{ id: number }>(`INSERT INTO sites (code, name) VALUES ('HOU', 'Houston') RETURNING id`);
      expect(site.rows[0]?.id).toBe(42);
      const announcement = await client.query<{ announcement_id: number }>(
        `INSERT INTO announcements (announcement) VALUES ('next') RETURNING announcement_id`,
      );
      expect(announcement.rows[0]?.announcement_id).toBe(8);
      // An empty table's identity starts at 1.
      const log = await client.query<{ id: number }>(`INSERT INTO api_schedule_logs (name, output_type) VALUES ('x', 'text') RETURNING id`);
      expect(log.rows[0]?.id).toBe(1);
    });
  });

  it("username_key() is the contract's usernameKey, and the unique index holds one account per name", async () => {
    const names = [
      'Inspector',
      'STRASSE',
      'straße',
      'ＩＮＳＰＥＣＴＯＲ２',
      'ﬁle',
      'İstanbul',
      'ΟΔΟΣ',
      'Ǆemal',
      'Ⅻ',
      'ǅ',
      'ﬀ',
      'Åsa',
      'Åsa',
      'ǰ',
      'ᾼ',
      'K',
      'ß',
    ];
    await withClient(database.url, async (client) => {
      const keys = await client.query<{ key: string }>('SELECT username_key(n) AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(n, o) ORDER BY o', [names]);
      expect(keys.rows.map((r) => r.key)).toEqual(names.map(usernameKey));
      const insert = (username: string) => client.query(`INSERT INTO users (name, username, password_hash) VALUES ($1, $1, 'scrypt$x')`, [username]);
      await insert('Straße');
      await expect(insert('STRASSE')).rejects.toMatchObject({ code: '23505', constraint: 'users_username_key_unique' });
      await insert('ＡＢＣ');
      await expect(insert('abc')).rejects.toMatchObject({ code: '23505', constraint: 'users_username_key_unique' });
      // Several accounts without a username (cloud users), as on SQLite: NULLs are distinct.
      await client.query(`INSERT INTO users (name, password_hash) VALUES ('a', 'x'), ('b', 'x')`);
    });
  });

  it('real columns are double precision, and the last-6 column is generated from the VIN', async () => {
    await withClient(database.url, async (client) => {
      await client.query(`INSERT INTO sites (id, code, name, gps_lat) VALUES (90, 'ELP', 'El Paso', 31.7618776543)`);
      await client.query(`INSERT INTO vehicle_statuses (id, name) VALUES (1, 'Active')`);
      const vehicle = await client.query<{ vehicle_id: number; last6: string }>(
        `INSERT INTO vehicles (site_id, vin) VALUES (90, '1FTFW1E50JFA12345') RETURNING vehicle_id, last6`,
      );
      expect(vehicle.rows[0]?.last6).toBe('A12345');
      await client.query(`INSERT INTO vehicle_location_history (vehicle_id, latitude, longitude) VALUES ($1, $2, $3)`, [
        vehicle.rows[0]?.vehicle_id,
        32.776664123456,
        -96.796987654321,
      ]);
      const read = await client.query<{ latitude: number; longitude: number; gps_lat: number }>(
        `SELECT latitude, longitude, (SELECT gps_lat FROM sites WHERE id = 90) AS gps_lat FROM vehicle_location_history`,
      );
      // float4 would give 32.776665 and -96.79699.
      expect(read.rows[0]).toEqual({ latitude: 32.776664123456, longitude: -96.796987654321, gps_lat: 31.7618776543 });
      const short = await client.query<{ last6: string }>(`INSERT INTO vehicles (site_id, vin) VALUES (90, 'AB12') RETURNING last6`);
      expect(short.rows[0]?.last6).toBe('AB12');
    });
  });
});
