/**
 * The vitest hooks of a test file on PostgreSQL (ADR 0070): a database of its own, made before
 * its tests and dropped after them. What they are made of (templates, copies, the test server's
 * connection) is in postgres-databases.ts, free of vitest, and re-exported here for the test
 * files that import it from this module.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { createTestDatabase, seededTemplate, type TestDatabase } from './postgres-databases.ts';

export * from './postgres-databases.ts';

/**
 * For a test file: a fresh migrated database before its tests, dropped after them. Read `url`
 * inside a test or a later hook.
 */
export function usePostgresDatabase(): { readonly url: string; readonly name: string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get url() {
      if (!database) throw new Error('The test database exists only inside the tests (usePostgresDatabase)');
      return database.url;
    },
    get name() {
      if (!database) throw new Error('The test database exists only inside the tests (usePostgresDatabase)');
      return database.name;
    },
  };
}

/**
 * For a test file: a fresh copy of the seeded template before its tests (the PostgreSQL twin of
 * the SQLite tests' copy of the seeded file), dropped after them. Read `url` inside a test or a
 * later hook; the pictures its rows name are in `inject('photoDir')`.
 */
export function useSeededPostgresDatabase(): { readonly url: string; readonly name: string } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(await seededTemplate(inject('seededAt')));
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get url() {
      if (!database) throw new Error('The test database exists only inside the tests (useSeededPostgresDatabase)');
      return database.url;
    },
    get name() {
      if (!database) throw new Error('The test database exists only inside the tests (useSeededPostgresDatabase)');
      return database.name;
    },
  };
}
