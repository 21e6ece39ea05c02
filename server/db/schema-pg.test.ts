/**
 * The two engines' schemas are one (ADR 0070): both migration sets, applied to fresh databases,
 * give the same tables, columns, keys and indexes, read back from the databases themselves.
 * A schema change with only the SQLite migration generated, or a migration edited on one side,
 * fails here.
 */
import { is } from 'drizzle-orm';
import { blob, integer, sqliteTable, SQLiteTable, text } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { postgresSchemaShape, schemaDifferences, sqliteSchemaShape } from '../test/schema-introspect.ts';
import { usePostgresDatabase } from '../test/postgres.ts';
import { openDatabase } from './connection.ts';
import { postgresTypes } from './postgres.ts';
import * as sqliteSchema from './schema.ts';
import * as postgresSchema from './schema-pg.ts';
import { postgresTablesOf } from './schema-pg.ts';

const database = usePostgresDatabase();

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url, types: postgresTypes });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('one schema, two engines', () => {
  it('schema-pg.ts exports every table of schema.ts under the same name', () => {
    const sqliteNames = Object.entries(sqliteSchema)
      .filter(([, value]) => is(value, SQLiteTable))
      .map(([key]) => key)
      .sort();
    const exported = Object.keys(postgresSchema).filter((key) => !['postgresTables', 'postgresTablesOf'].includes(key));
    expect(exported.sort()).toEqual(sqliteNames);
  });

  it('the migrated PostgreSQL database matches the migrated SQLite one', async () => {
    const sqlite = openDatabase(':memory:');
    const sqliteShape = sqliteSchemaShape(sqlite.$client);
    sqlite.$client.close();
    const postgresShape = await withClient(postgresSchemaShape);
    expect(Object.keys(sqliteShape).length).toBeGreaterThan(50);
    expect(schemaDifferences(sqliteShape, postgresShape)).toEqual([]);
    // What the comparison saw, on a table with a bit of everything.
    expect(postgresShape.vehicles?.columns.find((c) => c.name === 'last6')).toEqual({
      name: 'last6',
      notNull: false,
      type: 'text',
      hasDefault: false,
      generated: true,
    });
    expect(postgresShape.users?.indexes.find((i) => i.name === 'users_username_key_unique')).toEqual({
      name: 'users_username_key_unique',
      unique: true,
      columns: ['username_key(username)'],
    });
    expect(postgresShape.vehicle_location_history?.columns.find((c) => c.name === 'latitude')?.type).toBe('double');
  });

  it('a column on one side only is a difference', async () => {
    const sqlite = openDatabase(':memory:');
    sqlite.$client.exec('ALTER TABLE dealers ADD COLUMN fax text');
    const sqliteShape = sqliteSchemaShape(sqlite.$client);
    sqlite.$client.close();
    const postgresShape = await withClient(async (client) => {
      await client.query('ALTER TABLE vehicles ADD COLUMN trim_level text');
      await client.query('CREATE INDEX vehicles_trim_idx ON vehicles (trim_level)');
      try {
        return await postgresSchemaShape(client);
      } finally {
        await client.query('DROP INDEX vehicles_trim_idx');
        await client.query('ALTER TABLE vehicles DROP COLUMN trim_level');
      }
    });
    const differences = schemaDifferences(sqliteShape, postgresShape);
    expect(differences).toContain('column dealers.fax: only on SQLite');
    expect(differences).toContain('column vehicles.trim_level: only on PostgreSQL');
    expect(differences.some((d) => d.startsWith('indexes of vehicles:'))).toBe(true);
    expect(differences).toHaveLength(3);
  });

  it('timestamps default to ISO-8601 UTC text with milliseconds, as on SQLite', async () => {
    const stamp = await withClient(async (client) => {
      const row = await client.query<{ created_at: string }>(`INSERT INTO api_schedule_logs (name, output_type) VALUES ('x', 'text') RETURNING created_at`);
      return row.rows[0]?.created_at ?? '';
    });
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(stamp) - Date.now())).toBeLessThan(60_000);
  });

  it("the derived tables have the SQLite tables' row types, and Drizzle queries PostgreSQL through them", async () => {
    expectTypeOf<typeof postgresSchema.vehicles.$inferSelect>().toEqualTypeOf<typeof sqliteSchema.vehicles.$inferSelect>();
    expectTypeOf<typeof postgresSchema.users.$inferInsert>().toEqualTypeOf<typeof sqliteSchema.users.$inferInsert>();
    expectTypeOf<typeof postgresSchema.inspectionItems.$inferSelect>().toEqualTypeOf<typeof sqliteSchema.inspectionItems.$inferSelect>();
    const client = new pg.Client({ connectionString: database.url, types: postgresTypes });
    await client.connect();
    try {
      const db = drizzle(client);
      const [site] = await db.insert(postgresSchema.sites).values({ code: 'TUL', name: 'Tulsa', gps_lat: 36.153982 }).returning();
      expect(site).toMatchObject({ code: 'TUL', timezone: 'America/Chicago', is_wan_up: 1, gps_lat: 36.153982 });
      expect(typeof site?.id).toBe('number');
      const read = await db.select({ id: postgresSchema.sites.id }).from(postgresSchema.sites).where(eq(postgresSchema.sites.code, 'TUL'));
      expect(read).toEqual([{ id: site?.id }]);
    } finally {
      await client.end();
    }
  });

  it('SQLite-only DDL without a PostgreSQL equivalent stops the derivation, naming the column', () => {
    const randomDefault = sqliteTable('draws', { id: integer('id').primaryKey(), draw: integer('draw').default(sql`(random())`) });
    expect(() => postgresTablesOf({ randomDefault })).toThrow(/draws\.draw: no PostgreSQL equivalent of the SQL "\(random\(\)\)"; add it to dialectSql/);
    const bytes = sqliteTable('files', { id: integer('id').primaryKey(), body: blob('body') });
    expect(() => postgresTablesOf({ bytes })).toThrow(/files\.body: no PostgreSQL type for SQLiteBlob/);
    const renamed = sqliteTable('notes', { id: integer('id').primaryKey(), noteText: text('note_text') });
    expect(() => postgresTablesOf({ renamed })).toThrow(/notes\.note_text: declared as property noteText/);
  });
});
