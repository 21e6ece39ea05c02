/**
 * What a migrated database holds, read from the database itself (SQLite's pragmas, PostgreSQL's
 * catalogues) into one engine-neutral shape, so that schema-pg.test.ts can compare the two
 * engines' migrations (ADR 0070). Compared: tables; columns (name, nullability, type class,
 * whether a default or a generated value exists); primary keys; indexes and unique constraints
 * (name, uniqueness, columns or expression); foreign keys; CHECK constraints (by name).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export interface ColumnShape {
  name: string;
  notNull: boolean;
  type: 'integer' | 'text' | 'double' | 'blob' | `other: ${string}`;
  hasDefault: boolean;
  generated: boolean;
}

export interface TableShape {
  columns: ColumnShape[];
  primaryKey: string[];
  indexes: { name: string; unique: boolean; columns: string[] }[];
  foreignKeys: string[];
  checks: string[];
}

export type SchemaShape = Record<string, TableShape>;

/** Quotes, spaces and case out of an index expression: `username_key("username")` = `username_key(username)`. */
const expression = (text: string) => text.replace(/["`\s]/g, '').toLowerCase();

function sqliteType(declared: string): ColumnShape['type'] {
  // SQLite's affinity rules (section 3.1 of its datatype page), for the types the schema uses.
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (type.includes('CHAR') || type.includes('TEXT') || type.includes('CLOB')) return 'text';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 'double';
  if (type === '' || type.includes('BLOB')) return 'blob';
  return `other: ${declared}`;
}

function postgresType(dataType: string): ColumnShape['type'] {
  if (['bigint', 'integer', 'smallint'].includes(dataType)) return 'integer';
  if (['text', 'character varying', 'character'].includes(dataType)) return 'text';
  if (dataType === 'double precision') return 'double';
  if (dataType === 'bytea') return 'blob';
  return `other: ${dataType}`;
}

const foreignKey = (columns: string[], table: string, foreignColumns: string[], onDelete: string) =>
  `(${columns.join(', ')}) → ${table}(${foreignColumns.join(', ')}) on delete ${onDelete.toLowerCase()}`;

export function sqliteSchemaShape(db: Database.Database): SchemaShape {
  const shape: SchemaShape = {};
  const tables = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations' ORDER BY name`)
    .all() as { name: string; sql: string }[];
  for (const { name: table, sql: createTable } of tables) {
    const columns = db.prepare('SELECT * FROM pragma_table_xinfo(?)').all(table) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
      hidden: number;
    }[];
    const primaryKey = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const indexes = (db.prepare('SELECT name, "unique", origin FROM pragma_index_list(?)').all(table) as { name: string; unique: number; origin: string }[])
      .filter((index) => index.origin !== 'pk')
      .map((index) => {
        const parts = db.prepare('SELECT seqno, cid, name FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(index.name) as {
          cid: number;
          name: string | null;
        }[];
        const definition = (db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).get(index.name) as { sql: string | null }).sql ?? '';
        // An expression's part has no column name: take its text from the CREATE INDEX (the schema's
        // expression indexes have one part).
        const expressionText = /\((.*)\)\s*$/s.exec(definition)?.[1] ?? '';
        return { name: index.name, unique: index.unique === 1, columns: parts.map((p) => (p.name === null ? expression(expressionText) : p.name)) };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const fkRows = db.prepare('SELECT id, seq, "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq').all(table) as {
      id: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }[];
    const fkIds = [...new Set(fkRows.map((r) => r.id))];
    const foreignKeys = fkIds
      .map((id) => {
        const rows = fkRows.filter((r) => r.id === id);
        return foreignKey(
          rows.map((r) => r.from),
          rows[0]?.table ?? '?',
          rows.map((r) => r.to),
          rows[0]?.on_delete ?? '?',
        );
      })
      .sort();
    const checks = [...createTable.matchAll(/CONSTRAINT\s+["`]?(\w+)["`]?\s+CHECK/gi)].map((m) => m[1] ?? '').sort();
    shape[table] = {
      columns: columns.map((c) => ({
        name: c.name,
        // A primary key's columns cannot hold NULL in either engine (SQLite's rowid alias included).
        notNull: c.notnull === 1 || c.pk > 0,
        type: sqliteType(c.type),
        hasDefault: c.dflt_value !== null,
        // hidden: 2 a virtual, 3 a stored generated column.
        generated: c.hidden === 2 || c.hidden === 3,
      })),
      primaryKey,
      indexes,
      foreignKeys,
      checks,
    };
  }
  return shape;
}

export async function postgresSchemaShape(client: pg.Client): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    data_type: string;
    column_default: string | null;
    is_generated: string;
  }>(
    `SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.column_default, c.is_generated
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema()
      ORDER BY c.table_name, c.ordinal_position`,
  );
  for (const row of columns.rows) {
    const table = (shape[row.table_name] ??= { columns: [], primaryKey: [], indexes: [], foreignKeys: [], checks: [] });
    table.columns.push({
      name: row.column_name,
      notNull: row.is_nullable === 'NO',
      type: postgresType(row.data_type),
      // An identity column has no default here, as SQLite's rowid alias has none.
      hasDefault: row.column_default !== null,
      generated: row.is_generated === 'ALWAYS',
    });
  }
  const indexes = await client.query<{ table_name: string; index_name: string; unique: boolean; primary: boolean; parts: string[] }>(
    `SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS unique, x.indisprimary AS primary,
            array(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k) AS parts
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()
      ORDER BY t.relname, i.relname`,
  );
  for (const row of indexes.rows) {
    const table = shape[row.table_name];
    if (!table) continue;
    const parts = row.parts.map((part) => (/^"?[a-z_][a-z0-9_]*"?$/.test(part) ? part.replace(/"/g, '') : expression(part)));
    if (row.primary) table.primaryKey = parts;
    else table.indexes.push({ name: row.index_name, unique: row.unique, columns: parts });
  }
  const constraints = await client.query<{
    table_name: string;
    name: string;
    type: string;
    columns: string[];
    foreign_table: string | null;
    foreign_columns: string[] | null;
    on_delete: string;
  }>(
    `SELECT t.relname AS table_name, c.conname AS name, c.contype AS type,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS columns,
            f.relname AS foreign_table,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS foreign_columns,
            c.confdeltype AS on_delete
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       LEFT JOIN pg_class f ON f.oid = c.confrelid
      WHERE n.nspname = current_schema() AND c.contype IN ('f', 'c')
      ORDER BY t.relname, c.conname`,
  );
  const actions: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
  for (const row of constraints.rows) {
    const table = shape[row.table_name];
    if (!table) continue;
    if (row.type === 'c') table.checks.push(row.name);
    else table.foreignKeys.push(foreignKey(row.columns, row.foreign_table ?? '?', row.foreign_columns ?? [], actions[row.on_delete] ?? row.on_delete));
  }
  for (const table of Object.values(shape)) {
    table.indexes.sort((a, b) => a.name.localeCompare(b.name));
    table.foreignKeys.sort();
    table.checks.sort();
  }
  return shape;
}

/** Every difference between two shapes, one line each (empty when they match). */
export function schemaDifferences(sqlite: SchemaShape, postgres: SchemaShape): string[] {
  const differences: string[] = [];
  const tables = [...new Set([...Object.keys(sqlite), ...Object.keys(postgres)])].sort();
  for (const name of tables) {
    const a = sqlite[name];
    const b = postgres[name];
    if (!a || !b) {
      differences.push(`table ${name}: only on ${a ? 'SQLite' : 'PostgreSQL'}`);
      continue;
    }
    const columnNames = [...new Set([...a.columns.map((c) => c.name), ...b.columns.map((c) => c.name)])];
    for (const column of columnNames) {
      const x = a.columns.find((c) => c.name === column);
      const y = b.columns.find((c) => c.name === column);
      if (!x || !y) differences.push(`column ${name}.${column}: only on ${x ? 'SQLite' : 'PostgreSQL'}`);
      else if (JSON.stringify(x) !== JSON.stringify(y))
        differences.push(`column ${name}.${column}: SQLite ${JSON.stringify(x)}, PostgreSQL ${JSON.stringify(y)}`);
    }
    for (const key of ['primaryKey', 'indexes', 'foreignKeys', 'checks'] as const) {
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
        differences.push(`${key} of ${name}: SQLite ${JSON.stringify(a[key])}, PostgreSQL ${JSON.stringify(b[key])}`);
    }
  }
  return differences;
}
