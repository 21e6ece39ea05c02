/**
 * The async query layer's transactions (ADR 0071): every statement of a write runs in it and
 * rolls back with it, writes on one database take their turn, and a statement from elsewhere
 * waits for an open write and then sees it whole.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection.ts';
import { q, writeTransaction } from './query.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  db.$client.prepare("INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')").run();
});
afterEach(() => db.$client.close());

const siteNames = async () => (await q(db).selectFrom('sites').select('name').orderBy('id').execute()).map((row) => row.name);
const addSite = (id: number, code: string) => q(db).insertInto('sites').values({ id, code, name: code }).execute();

describe('the write transaction', () => {
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

  it('commits every statement together, and writes started together run one after the other', async () => {
    const order: string[] = [];
    const write = (id: number, code: string) =>
      writeTransaction(db, async () => {
        order.push(`begin ${code}`);
        await addSite(id, code);
        await addSite(id + 10, `${code}2`);
        order.push(`end ${code}`);
      });
    await Promise.all([write(2, 'ATL'), write(3, 'PHX')]);
    expect(order).toEqual(['begin ATL', 'end ATL', 'begin PHX', 'end PHX']);
    expect(await siteNames()).toEqual(['Dallas', 'ATL', 'PHX', 'ATL2', 'PHX2']);
  });

  it('makes a statement from elsewhere wait for an open write, then see all of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let seen: string[] | null = null;
    const write = writeTransaction(db, async () => {
      await addSite(2, 'ATL');
      await held;
      await addSite(3, 'PHX');
    });
    // Another request's read, while the write waits half-way.
    const read = siteNames().then((names) => (seen = names));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBeNull();
    release();
    await Promise.all([write, read]);
    expect(seen).toEqual(['Dallas', 'ATL', 'PHX']);
  });
});
