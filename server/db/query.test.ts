/**
 * The async query layer's transactions (ADR 0071), on SQLite and on PostgreSQL: every statement
 * of a write runs in it and rolls back with it, a statement from elsewhere never sees a write
 * half-done, writes that lock one key take their turn (so a count-then-insert rule holds), counts
 * are numbers, and a duplicate is recognised as one on both engines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { openDatabase } from './connection.ts';
import {
  constraintViolation,
  databaseUnavailable,
  isUniqueViolation,
  lockFor,
  openPostgres,
  preparedStatementLimit,
  q,
  writeTransaction,
  type DbHandle,
} from './query.ts';

const engines = testEngines();

describe.each(engines)('the write transaction on $name', (engine) => {
  let db: DbHandle;
  beforeEach(async () => {
    db = await engine.open();
    await q(db).insertInto('sites').values({ id: 1, code: 'DAL', name: 'Dallas' }).execute();
  });
  afterEach(() => engine.close(db));

  const siteNames = async () => (await q(db).selectFrom('sites').select('name').orderBy('id').execute()).map((row) => row.name);
  const addSite = (id: number, code: string) => q(db).insertInto('sites').values({ id, code, name: code }).execute();

  it('sees its own writes, and a throw rolls every statement back', async () => {
    await expect(
      writeTransaction(db, async () => {
        await addSite(2, 'ATL');
        expect(await siteNames()).toEqual(['Dallas', 'ATL']);
        // A nested write joins the one under way.
        await writeTransaction(db, () => addSite(3, 'PHX'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await siteNames()).toEqual(['Dallas']);
  });

  it('commits every statement together, and writes that lock one key run one after the other', async () => {
    const order: string[] = [];
    const write = (id: number, code: string) =>
      writeTransaction(db, async () => {
        await lockFor(db, 'sites');
        order.push(`begin ${code}`);
        await addSite(id, code);
        await addSite(id + 10, `${code}2`);
        order.push(`end ${code}`);
      });
    await Promise.all([write(2, 'ATL'), write(3, 'PHX')]);
    expect(order.slice(0, 2)).toEqual([order[0], order[0]!.replace('begin', 'end')]);
    expect(order.slice(2)).toEqual([order[2], order[2]!.replace('begin', 'end')]);
    expect(await siteNames()).toEqual(['Dallas', 'ATL', 'PHX', 'ATL2', 'PHX2']);
  });

  it('is not seen half-done by a statement from elsewhere', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    let seen: string[] | null = null;
    const write = writeTransaction(db, async () => {
      await addSite(2, 'ATL');
      written();
      await held;
      await addSite(3, 'PHX');
    });
    await firstWritten;
    // Another request's read, while the write waits half-way.
    const read = siteNames().then((names) => (seen = names));
    if (engine.name === 'SQLite') {
      // One connection, held by the write: the read waits for it, then sees all of it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toBeNull();
      release();
      await Promise.all([write, read]);
      expect(seen).toEqual(['Dallas', 'ATL', 'PHX']);
    } else {
      // Another pooled connection: the read does not wait, and sees what was committed before.
      await read;
      expect(seen).toEqual(['Dallas']);
      release();
      await write;
      expect(await siteNames()).toEqual(['Dallas', 'ATL', 'PHX']);
    }
  });

  it('holds a count-then-insert rule under lockFor: 200 parallel attempts against a limit of 10 leave 10 rows', async () => {
    const limit = 10;
    const capped = () =>
      q(db)
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('code', 'like', 'CAP%')
        .executeTakeFirstOrThrow();
    const attempt = (n: number) =>
      writeTransaction(db, async () => {
        await lockFor(db, 'site-cap');
        if ((await capped()).count >= limit) return false;
        await q(db)
          .insertInto('sites')
          .values({ id: 100 + n, code: `CAP${n}`, name: `Site ${n}` })
          .execute();
        return true;
      });
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => attempt(n)));
    expect(results.filter(Boolean)).toHaveLength(limit);
    // A number, not int8's text.
    expect(await capped()).toEqual({ count: limit });
  });

  it.runIf(engine.name === 'PostgreSQL')('on PostgreSQL, writes READ COMMITTED whatever the server says', async () => {
    const serializable = await engine.open({ options: '-c default_transaction_isolation=serializable' });
    try {
      // The server's default on these connections, outside a write.
      expect((await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(q(serializable))).rows).toEqual([
        { transaction_isolation: 'serializable' },
      ]);
      expect(
        await writeTransaction(
          serializable,
          async () => (await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(q(serializable))).rows,
        ),
      ).toEqual([{ transaction_isolation: 'read committed' }]);
    } finally {
      await engine.close(serializable);
    }
  });

  it.runIf(engine.name === 'PostgreSQL')('on PostgreSQL, locks only the key it names', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = writeTransaction(db, async () => {
      await lockFor(db, 'key a');
      locked();
      await held;
    });
    await firstLocked;
    // Another key: no wait for the write that holds 'key a'.
    await writeTransaction(db, async () => {
      await lockFor(db, 'key b');
      await addSite(2, 'ATL');
    });
    release();
    await holder;
    expect(await siteNames()).toEqual(['Dallas', 'ATL']);
  });

  it('keeps answering past the prepared-statement cache’s limit (the least recently used statements dropped)', async () => {
    const answer = async (n: number) => (await sql<{ n: number }>`select ${sql.raw(String(n))} as n`.execute(q(db))).rows[0]?.n;
    for (let n = 0; n < preparedStatementLimit + 5; n++) expect(await answer(n)).toBe(n);
    expect(await answer(0)).toBe(0);
    expect(await answer(preparedStatementLimit + 4)).toBe(preparedStatementLimit + 4);
  });

  it('refuses lockFor outside a write', async () => {
    await expect(lockFor(db, 'sites')).rejects.toThrow('outside a write transaction');
  });

  it('recognises a unique violation, of a key or of a unique column, and nothing else as one', async () => {
    const failure = (work: () => Promise<unknown>) =>
      work().then(
        () => expect.unreachable('the statement succeeded'),
        (error: unknown) => error,
      );
    const duplicateKey = await failure(() => addSite(1, 'ATL'));
    const duplicateCode = await failure(() => writeTransaction(db, () => addSite(2, 'DAL')));
    expect([isUniqueViolation(duplicateKey), isUniqueViolation(duplicateCode)]).toEqual([true, true]);

    const missingName = await failure(() => sql`insert into sites (id, code, name) values (5, 'NUL', null)`.execute(q(db)));
    expect([isUniqueViolation(missingName), constraintViolation(missingName)]).toEqual([false, 'not null']);
    const missingSite = await failure(() => q(db).insertInto('user_sites').values({ user_id: 1, site_id: 99, sort_order: 0 }).execute());
    expect(constraintViolation(missingSite)).toBe('foreign key');
    expect([isUniqueViolation(new Error('other')), isUniqueViolation(null), isUniqueViolation({ code: 1 })]).toEqual([false, false, false]);
    expect(await siteNames()).toEqual(['Dallas']);
  });
});

describe('a database that cannot be had for a while', () => {
  const failure = (work: () => Promise<unknown>) =>
    work().then(
      () => expect.unreachable('the statement succeeded'),
      (error: unknown) => error,
    );

  it('is told from a refused statement: PostgreSQL down, a connection ended by the server, SQLite busy', async () => {
    // Nothing listens on port 1 of loopback: the refusal PostgreSQL gives while it restarts.
    const down = openPostgres('postgres://lot:lot@127.0.0.1:1/none', { connectionTimeoutMillis: 2000 });
    const refused = await failure(() => sql`select 1`.execute(q(down)));
    await down.close();

    const live = await engines[1]!.open();
    const terminated = await failure(() =>
      writeTransaction(live, async () => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(q(live));
      }),
    );
    const duplicate = await failure(() => sql`insert into sites (id, code, name) values (1, 'A', 'A'), (1, 'A', 'A')`.execute(q(live)));
    await engines[1]!.close(live);

    const folder = mkdtempSync(join(tmpdir(), 'lot-busy-'));
    const file = join(folder, 'busy.sqlite');
    const holder = openDatabase(file);
    const waiter = openDatabase(file);
    waiter.$client.pragma('busy_timeout = 0');
    holder.$client.prepare('begin immediate').run();
    const busy = await failure(() => writeTransaction(waiter, async () => undefined));
    holder.$client.prepare('rollback').run();
    holder.$client.close();
    waiter.$client.close();
    rmSync(folder, { recursive: true, force: true });

    expect([refused, terminated, busy].map(databaseUnavailable)).toEqual([true, true, true]);
    expect([duplicate, new Error('syntax error'), null].map(databaseUnavailable)).toEqual([false, false, false]);
  });
});
