/**
 * The database the server runs on, from its settings (docs/configuration.md and
 * docs/deployment.md): PostgreSQL when DATABASE_URL is set, else the SQLite file DATABASE_FILE.
 *
 * - SQLite: the file is created, migrated and, when it holds no users, seeded with the demo
 *   data (`seedDemoIfEmpty`), as `npm start` has always done.
 * - PostgreSQL: migrated under an advisory lock (several processes starting at once migrate
 *   once), never seeded (`npm run seed` does that, on purpose). Two pools: the writes and every
 *   other statement (DATABASE_POOL_SIZE), and the list engine's reads (DATABASE_READ_POOL_SIZE),
 *   whose statements are cancelled after LIST_READ_TIMEOUT_SECONDS (ADR 0071 "Bounded reads").
 *   IMAGE_URL_SECRET is required: every process must check the photo URLs the others sign.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { numericSetting } from '../lib/settings.ts';
import { postgresReadOptions } from '../list/read-pool.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import { defaultDatabaseFile, openDatabase } from './connection.ts';
import { migratePostgres } from './postgres.ts';
import { openPostgres, q, type DbHandle, type PostgresDb } from './query.ts';
import { seedDatabase } from './seed.ts';

export interface ServerDatabase {
  db: DbHandle;
  /** PostgreSQL: the list reads' own pool. */
  readsDb?: PostgresDb;
  /** What to print: the file, or the URL without its password. */
  shown: string;
  /** The local photo folder when PHOTO_DIR is not set: beside the database file (on PostgreSQL, beside the default one). */
  defaultPhotoDir: string;
  /**
   * SQLite: seeds the demo data into a new or userless file. PostgreSQL: seeds nothing, and
   * answers whether the database holds no user yet (`npm run seed` fills it).
   */
  seedDemoIfEmpty(photos: PhotoStore): Promise<'seeded' | 'kept' | 'empty'>;
  close(): Promise<void>;
}

type Env = Record<string, string | undefined>;

/** A database URL without its password, to print. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

const hasUsers = async (db: DbHandle) => (await q(db).selectFrom('users').select('id').limit(1).execute()).length > 0;

export async function openServerDatabase(env: Env): Promise<ServerDatabase> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!env.IMAGE_URL_SECRET) {
      throw new Error(
        'IMAGE_URL_SECRET must be set when DATABASE_URL is: the server processes sign photo URLs that the others check. ' +
          'Give every process the same long random value (openssl rand -hex 32).',
      );
    }
    const pool = numericSetting('DATABASE_POOL_SIZE', env);
    const readPool = numericSetting('DATABASE_READ_POOL_SIZE', env);
    const readTimeoutMs = numericSetting('LIST_READ_TIMEOUT_SECONDS', env) * 1000;
    try {
      await migratePostgres(url);
    } catch (error) {
      throw new Error(`PostgreSQL at ${shownUrl(url)} could not be migrated: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const db = openPostgres(url, { max: pool, application_name: 'lot-console' });
    const readsDb = openPostgres(url, postgresReadOptions({ size: readPool, statementTimeoutMs: readTimeoutMs }));
    return {
      db,
      readsDb,
      shown: shownUrl(url),
      defaultPhotoDir: resolve(dirname(defaultDatabaseFile), 'photos'),
      seedDemoIfEmpty: async () => ((await hasUsers(db)) ? 'kept' : 'empty'),
      close: async () => {
        await Promise.all([db.close(), readsDb.close()]);
      },
    };
  }
  const file = resolve(env.DATABASE_FILE ?? defaultDatabaseFile);
  const fresh = !existsSync(file);
  const db = openDatabase(file);
  return {
    db,
    shown: file,
    defaultPhotoDir: resolve(dirname(file), 'photos'),
    async seedDemoIfEmpty(photos) {
      if (!fresh && (await hasUsers(db))) return 'kept';
      console.log(`Seeding a new database at ${file} …`);
      const started = Date.now();
      await seedDatabase(db, { scale: 1, photos });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return 'seeded';
    },
    close: async () => {
      db.$client.close();
    },
  };
}
