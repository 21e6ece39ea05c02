/**
 * How a resource of the generic list engine is declared.
 *
 * Each resource names its Drizzle table and, separately, the fields that may be
 * read, filtered, sorted and written. Field names are checked against the table at
 * compile time (ColumnName) and at start-up (registry.ts), and relations expand
 * only to their target resource's readable fields, so a private column (a password
 * hash, a token) cannot be reached by any path it was not declared for.
 */
import type { RawBuilder, SqlBool } from 'kysely';
import type { PhotoStore } from '../media/photo-store.ts';
import type { GenericSchema } from 'valibot';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Actor } from '../auth/actor.ts';
import type { DbHandle } from '../db/query.ts';

export type ColumnName<T extends SQLiteTable> = Extract<keyof T['_']['columns'], string>;

export type RelationDef =
  /** This row holds `foreignKey`, pointing at the target's `targetKey`. */
  | { kind: 'belongsTo'; target: string; foreignKey: string; targetKey: string }
  /** The target rows hold `foreignKey`, pointing at this row's `localKey`. */
  | {
      kind: 'hasMany' | 'hasOne';
      target: string;
      foreignKey: string;
      localKey: string;
      /** Extra SQL conditions on the target, over its own columns only (constants, no input). */
      where?: readonly string[];
      orderBy?: readonly (readonly [string, 'asc' | 'desc'])[];
      /**
       * The target's column holding a site id: only the target rows of the caller's site are
       * related (a global action code's work-order mapping at the caller's site). The caller's
       * site is the `site` parameter, else the user's active site; a global admin must name it.
       */
      callerSite?: string;
    };

export type ScopeDef =
  /** Global admins only. */
  | { kind: 'admin' }
  /** Any signed-in user: shared lookup lists. */
  | { kind: 'signed-in' }
  /** Rows carry a site id: users of that site, and global admins. */
  | { kind: 'site'; column: string }
  /** Rows reach their site through a belongsTo relation whose target is site-scoped. */
  | { kind: 'site-via'; relation: string };

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface WriteContext {
  actor: Actor;
  /** The site a site-scoped create lands in: the `site` parameter, or the actor's active site. */
  siteId: number | null;
}

/**
 * What a write hook sees: the database (inside the write's transaction: its statements go
 * through `q(db)`, so they run on the write's connection), the record's key and the values written.
 */
export interface AfterWriteContext {
  db: DbHandle;
  operation: 'create' | 'update';
  id: string;
  values: Record<string, unknown>;
}

/** What a hook that checks a write sees, inside the write's transaction and before the row is written. */
export interface BeforeWriteContext {
  /** Inside the write's transaction: statements through `q(db)`, awaiting nothing else. */
  db: DbHandle;
  operation: 'create' | 'update';
  /** The key of the record updated; null on create. */
  id: string | null;
  /** The validated values about to be written: the hook may change them (normalise, fill defaults). */
  values: Record<string, unknown>;
}

/** What a delete hook sees, once the delete has committed. */
export interface AfterDeleteContext {
  db: DbHandle;
  /** The photo store, for records that own a stored file. */
  photos: PhotoStore | null;
}

export interface ExtraParam {
  /** Turns the parameter's value into a condition on the main table alias `t` (a Kysely `sql` fragment, its values bound). */
  toCondition?: (value: string) => RawBuilder<SqlBool> | null;
  /** A 1/0 switch the engine itself understands: list soft-deleted rows too, or put `noneRow` first. */
  flag?: 'withTrashed' | 'withNone';
  /** A 1/0 switch that, when 1, attaches these relations as if named in with[] (`withAdd=1`). */
  with?: readonly string[];
}

export interface ResourceDef<T extends SQLiteTable = SQLiteTable> {
  table: T;
  /** Primary key column, used by /{id} and by relations. */
  key: ColumnName<T>;
  operations: readonly Operation[];
  /** What one record is called in the server's messages: "No shop with id 4". */
  noun: string;
  scope: ScopeDef;
  read: readonly ColumnName<T>[];
  /** Extra fields read by GET /{id} only (large bodies kept out of list pages). */
  readDetail?: readonly ColumnName<T>[];
  filter?: readonly ColumnName<T>[];
  /** Sortable fields: columns, and a single related record's column by `relation.column` (checked by the registry). */
  sort?: readonly (ColumnName<T> | `${string}.${string}`)[];
  defaultSort: readonly (readonly [ColumnName<T>, 'asc' | 'desc'])[];
  /** Writable fields and the schema each value must satisfy. */
  write?: Partial<Record<ColumnName<T>, GenericSchema>>;
  /** Fields a create must carry. */
  required?: readonly ColumnName<T>[];
  /** Writable fields set once, by the create: an update naming one is a 400. */
  createOnly?: readonly ColumnName<T>[];
  /** Fields the server sets on create (site, author, timestamps). */
  onCreate?: (context: WriteContext) => Record<string, unknown>;
  onUpdate?: (context: WriteContext) => Record<string, unknown>;
  /**
   * Runs inside a create's or update's transaction, before the row is written: checks what the
   * field schemas alone cannot (a value against the record's own type, a rule across rows) and
   * may normalise the values. Throwing (an HttpError) refuses the write. It awaits nothing but
   * its statements (the transaction holds the connection), and never catches a failed statement
   * to carry on (on PostgreSQL that aborts the transaction).
   */
  beforeWrite?: (context: BeforeWriteContext) => Promise<void>;
  /**
   * Runs inside a create's or update's transaction, after the row is written and before the
   * scope check: keeps a rule across rows (one main image per vehicle). Throwing rolls back.
   */
  afterWrite?: (context: AfterWriteContext) => Promise<void>;
  /** Runs after a delete has committed, with the whole row as it was: cleans up what lives outside the database. */
  afterDelete?: (row: Record<string, unknown>, context: AfterDeleteContext) => Promise<void>;
  relations?: Record<string, RelationDef>;
  /** Relations attached to every row served, as if named in with[] (also when this resource is a relation's target). */
  alwaysWith?: readonly string[];
  /**
   * The security (on-premise, at the user's active site) a create, update or delete needs;
   * global admins always pass. Reads stay open to the resource's scope.
   */
  writeSecurity?: string;
  /** The message of a 409 when a create or update breaks a unique index (instead of the generic one). */
  conflictMessage?: string;
  /** The pseudo-row a `withNone` parameter puts first on page 1 (a "no choice" entry of a picker). */
  noneRow?: Record<string, unknown>;
  /** A soft-delete column: DELETE sets it, lists hide set rows unless with_trashed=1. */
  softDelete?: ColumnName<T>;
  /** Conditions always applied (constant SQL over `t`). */
  where?: readonly string[];
  params?: Record<string, ExtraParam>;
  maxPerPage?: number;
  defaultPerPage?: number;
  /** Adds derived fields to each row as served (after relations are attached). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** Declares a resource with its field names checked against the table. */
export function defineResource<T extends SQLiteTable>(definition: ResourceDef<T>): ResourceDef {
  return definition as unknown as ResourceDef;
}

/**
 * A declared entry by a name that came from a request: only the record's own keys count, so
 * `__proto__`, `constructor` or `toString` find nothing instead of Object.prototype's members.
 */
export function declared<T>(record: Readonly<Partial<Record<string, T>>> | undefined, name: string): T | undefined {
  return record && Object.hasOwn(record, name) ? record[name] : undefined;
}
