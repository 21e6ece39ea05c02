/**
 * The list engine on SQLite and on PostgreSQL (ADR 0071 step 4): the same fixture, the same
 * requests, the same answers. Each case asserts its values on both engines; the replies of a
 * set of requests are also kept per engine and compared as JSON at the end, byte for byte.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.ts';
import { q, type DbHandle } from '../db/query.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { testEngines } from '../test/engines.ts';
import { admin, atlantaClerk, dallasInspector, loadFixture } from '../test/fixture.ts';
import { ListEngine } from './list-engine.ts';
import { inPlaceReads, postgresReadOptions } from './read-pool.ts';
import { Registry, createRegistry } from './registry.ts';
import { defineResource } from './resource.ts';

const engines = testEngines();
const search = (query: string) => new URLSearchParams(query);
const ids = (rows: Record<string, unknown>[], key = 'vehicle_id') => rows.map((row) => row[key]);
/** A user of both sites: the scope is a list of sites (the dialect's inList). */
const bothSites: Actor = { ...dallasInspector, userId: 2, siteIds: [1, 2], securitiesBySite: { 1: ['administration'], 2: ['administration'] } };

async function failure(work: () => Promise<unknown>): Promise<HttpError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

/** The replies compared across the engines, by request. */
const replies = new Map<string, Map<string, string>>();
/** Signed image links carry their expiry: the same link may be signed a second later on the other engine. */
const comparable = (json: string) =>
  json.replace(/\?exp=\d+&sig=[\w-]+/g, '?signed').replace(/"(created_at|updated_at)":"\d{4}-[\d-]+T[\d:.]+Z"/g, '"$1":"(stamped when loaded)"');

describe.each(engines)('the list engine on $name', (testEngine) => {
  let db: DbHandle;
  let engine: ListEngine;
  const list = async (name: string, query: string, actor: Actor = dallasInspector) => engine.list(name, search(query), actor);
  const mains = async (vehicleId: number) =>
    (await q(db).selectFrom('vehicle_images').select('vehicle_image_id').where('vehicle_id', '=', vehicleId).where('main_image', '=', 1).execute()).map(
      (row) => row.vehicle_image_id,
    );

  beforeEach(async () => {
    db = await testEngine.open();
    await loadFixture(db);
    engine = new ListEngine(db, createRegistry());
  });
  afterEach(() => testEngine.close(db));

  it('pages and counts, the total and the counts as numbers', async () => {
    const page = await list('vehicles', 'order_by[]=autoyear|asc&per_page=2&page=1');
    expect(ids(page.data)).toEqual([12, 11]);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(typeof page.total).toBe('number');
    expect(ids((await list('vehicles', 'order_by[]=autoyear|asc&per_page=2&page=2')).data)).toEqual([10]);
    expect((await list('vehicles', 'per_page=2&page=3')).data).toEqual([]);
    const dealers = (await list('dealers', 'withCount[]=reps&order_by[]=dealer_id|asc')).data;
    expect(dealers.map((dealer) => [dealer.dealer_id, dealer.reps_count])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    const shops = await list('wo_shops', 'with_none=1&with_trashed=1&per_page=2');
    expect([shops.data.map((shop) => shop.name), shops.total, shops.last_page]).toEqual([['None', 'Body Shop'], 3, 2]);
  });

  it('answers the total of a page that only its site narrows from the count kept per site, as vehicles come, go and move', async () => {
    const totals = async () => [(await list('vehicles', '')).total, (await list('vehicles', '', atlantaClerk)).total];
    const keptMatchesCounted = async () => {
      const kept = await q(db).selectFrom('vehicle_counts').select(['site_id', 'vehicles']).orderBy('site_id').execute();
      const counted = await q(db)
        .selectFrom('vehicles')
        .select(['site_id', sql<number>`count(*)`.as('vehicles')])
        .groupBy('site_id')
        .orderBy('site_id')
        .execute();
      expect(kept.filter((row) => row.vehicles !== 0)).toEqual(counted);
    };
    expect(await totals()).toEqual([3, 1]);
    await keptMatchesCounted();
    // One statement of several rows (a single trigger run on PostgreSQL), then a move, a delete and an edit.
    await q(db)
      .insertInto('vehicles')
      .values([
        { vehicle_id: 30, site_id: 1, vin: '1HGCM82633A004352' },
        { vehicle_id: 31, site_id: 1, vin: '1HGCM82633A004353' },
        { vehicle_id: 32, site_id: 2, vin: '1HGCM82633A004354' },
      ])
      .execute();
    expect(await totals()).toEqual([5, 2]);
    await q(db).updateTable('vehicles').set({ site_id: 2 }).where('vehicle_id', '=', 30).execute();
    expect(await totals()).toEqual([4, 3]);
    await q(db).deleteFrom('vehicles').where('vehicle_id', 'in', [31, 32]).execute();
    await q(db).updateTable('vehicles').set({ keys_count: 2 }).execute();
    expect(await totals()).toEqual([3, 2]);
    await keptMatchesCounted();
    // The kept number is what an unnarrowed page answers; a filter, a switch or two sites count the rows.
    await q(db).updateTable('vehicle_counts').set({ vehicles: 1000 }).where('site_id', '=', 1).execute();
    expect(await list('vehicles', 'per_page=25')).toMatchObject({ total: 1000, last_page: 40 });
    expect((await list('vehicles', 'filters[0]=autoyear|gte|1900')).total).toBe(3);
    expect((await list('vehicles', '', bothSites)).total).toBe(5);
  });

  it('filters: a list of sites, not-equal with NULL, contains case-insensitively, the last 6 of the VIN, ranges', async () => {
    const vehicles = async (query: string, actor: Actor = dallasInspector) => ids((await list('vehicles', query, actor)).data);
    expect(await vehicles('', bothSites)).toEqual([20, 12, 11, 10]);
    expect(await vehicles('filters[0]=automake|sneq|Ford')).toEqual([12, 11]);
    expect(await vehicles('filters[0]=seller_id|sneq|1')).toEqual([12, 11]);
    expect(await vehicles('filters[0]=automodel|like|ACCOR')).toEqual([11]);
    expect(await vehicles('filters[0]=automodel|like|model 3')).toEqual([12]);
    expect(await vehicles('filters[0]=autoyear|like|202')).toEqual([11, 10]);
    expect(await vehicles('filters[0]=last6|eq|A00010')).toEqual([10]);
    expect(await vehicles('filters[0][]=vin|eq|000011&filters[0][]=last6|eq|000011')).toEqual([11]);
    expect(await vehicles('filters[0]=autoyear|gte|2020&filters[1]=autoyear|lt|2022')).toEqual([11]);
    expect(await vehicles('filters[0]=seller.dealer_name|like|LONE star')).toEqual([10]);
    expect(await vehicles('has[]=inspections')).toEqual([10]);
    expect(await vehicles('notHas[]=inspections')).toEqual([12, 11]);
    expect(await vehicles('filters[0]=seller_id|isnull|')).toEqual([12]);
    const dealers = (await list('dealers', 'filters[0]=dealer_name|like|100%')).data.map((row) => row.dealer_name);
    expect(dealers).toEqual(['100% Auto Sales']);
    expect((await list('dealers', 'filters[0]=dealer_name|like|_')).data).toEqual([]);
  });

  it('orders NULL first ascending and last descending, as SQLite does', async () => {
    await q(db).updateTable('vehicles').set({ stock_number: 'B' }).where('vehicle_id', '=', 10).execute();
    await q(db).updateTable('vehicles').set({ stock_number: 'A' }).where('vehicle_id', '=', 11).execute();
    const vehicles = async (query: string) => ids((await list('vehicles', query)).data);
    expect(await vehicles('order_by[]=stock_number|asc')).toEqual([12, 11, 10]);
    expect(await vehicles('order_by[]=stock_number|desc')).toEqual([10, 11, 12]);
    expect((await list('wo_shops', 'with_trashed=1')).data.map((shop) => shop.name)).toEqual(['Body Shop', 'Old Shop']);
  });

  it('sorts by a single related record’s field: the badge logs by their site’s code, a log without a site first', async () => {
    for (const [id, site] of [
      [1, 1],
      [2, 2],
      [3, null],
    ] as const) {
      await q(db).insertInto('api_badge_logs').values({ id, site_id: site, has_error: 0, created_at: '2026-11-01T00:00:00Z' }).execute();
    }
    const logs = async (query: string) => ids((await list('api_badge_logs', query, admin)).data, 'id');
    // DAL is site 1, ATL site 2: by code, ATL first.
    expect(await logs('order_by[]=site.code|asc')).toEqual([3, 2, 1]);
    expect(await logs('order_by[]=site.code|desc')).toEqual([1, 2, 3]);
    expect(await logs('order_by[]=site_id|asc')).toEqual([3, 1, 2]);
    // Only what the resource declares: not another field of the site, nor a list relation.
    expect((await failure(() => list('api_badge_logs', 'order_by[]=site.name|asc', admin))).message).toBe("Cannot sort api_badge_logs by 'site.name'");
  });

  it('loads relations, nested ones and site-relative ones, with their counts', async () => {
    const [vehicle] = (await list('vehicles', 'filters[0]=vehicle_id|eq|10&with[]=seller&with[]=inspections&with[]=vehicle_positions.auction')).data;
    expect(vehicle?.seller).toEqual({ dealer_id: 1, dealer_num: '1001', dealer_name: 'Lone Star Motors', auction_access: null, name: 'Lone Star Motors' });
    expect((vehicle?.inspections as { condition_report_id: number; grade: number }[]).map((row) => [row.condition_report_id, row.grade])).toEqual([
      [2, 4],
      [1, 3.5],
    ]);
    expect(vehicle?.vehicle_positions).toEqual([
      {
        id: 1,
        vehicle_id: 10,
        auction_id: 1,
        lane_id: 'A',
        run_id: 101,
        run_sequence: 7,
        auction: { auction_id: 1, site_id: 1, event_name: 'DAL Weekly Dealer Sale', auction_date: '2026-11-25T09:30:00Z' },
      },
    ]);
    const full = await engine.get('vehicles_full', '10', search('withAdd=1&withCount[]=inspections'), dallasInspector);
    expect(full).toMatchObject({ inspections_count: 2, install_info: { site_code: 'DAL' }, vehicle_image_main: { vehicle_image_id: 1 } });
    const atlanta = (await list('action_codes', 'with[]=wo_mapping', atlantaClerk)).data;
    expect(atlanta.map((row) => [row.action_code, (row.wo_mapping as { id: number } | null)?.id ?? null])).toEqual([
      ['BUF', 3],
      ['RPL', null],
      ['RPR', 2],
    ]);
  });

  it('refuses what the scope does not allow', async () => {
    expect((await failure(() => list('vehicles', 'site=ATL'))).status).toBe(403);
    expect((await failure(() => list('vehicles', 'site=XYZ'))).message).toBe("Unknown site 'XYZ'");
    expect((await failure(() => list('users', ''))).status).toBe(403);
    expect((await failure(() => engine.get('vehicles', '20', search(''), dallasInspector))).status).toBe(404);
    expect((await failure(() => engine.get('dealer_reps', '3', search(''), dallasInspector))).status).toBe(404);
    expect((await failure(() => engine.get('vehicles', 'abc', search(''), dallasInspector))).status).toBe(404);
    expect((await failure(() => engine.update('vehicle_images', '2', { main_image: 1 }, atlantaClerk))).status).toBe(404);
    expect((await failure(() => engine.remove('wo_shops', '3', dallasInspector))).status).toBe(404);
    expect(ids((await list('vehicles', 'site=ATL', admin)).data)).toEqual([20]);
  });

  it('creates, updates and deletes with the resources’ hooks, inside the write', async () => {
    // wo_shops: created in the caller's site; its afterWrite refuses a twin name (rolling the insert back).
    expect(await engine.create('wo_shops', { name: 'Paint Shop' }, search(''), dallasInspector)).toMatchObject({ id: 4, name: 'Paint Shop', site_id: 1 });
    expect(await failure(() => engine.create('wo_shops', { name: 'paint SHOP' }, search(''), dallasInspector))).toMatchObject({
      status: 409,
      message: 'A shop named paint SHOP already exists at this site',
    });
    // Full-width letters read as their plain twins in a picker: the same name (nameKey).
    expect(await failure(() => engine.create('wo_shops', { name: 'Ｐａｉｎｔ Ｓｈｏｐ' }, search(''), dallasInspector))).toMatchObject({ status: 409 });
    expect((await list('wo_shops', '')).total).toBe(2);
    // A soft delete stamps the row as the schema writes stamps.
    expect(await engine.remove('wo_shops', '1', dallasInspector)).toEqual({ deleted: true, id: '1' });
    const [deleted] = (await list('wo_shops', 'with_trashed=1&filters[0]=id|eq|1')).data;
    expect(deleted?.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // vehicle_images: choosing a main image clears the other in the same write.
    expect(await mains(10)).toEqual([1]);
    expect(await engine.update('vehicle_images', '2', { main_image: 1 }, dallasInspector)).toMatchObject({ vehicle_image_id: 2, main_image: 1 });
    expect(await mains(10)).toEqual([2]);
    // Its afterDelete reads the table after the delete committed.
    expect(await engine.remove('vehicle_images', '1', dallasInspector)).toEqual({ deleted: true, id: '1' });
    expect((await list('vehicle_images', 'filters[0]=vehicle_id|eq|10')).data.map((row) => row.vehicle_image_id)).toEqual([2]);
    // dealer_options: its afterWrite checks the announcements as one list parameter.
    const options = (announcements: number[]) => ({
      registration: { defaultLights: { red: 0, green: 0, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: announcements },
    });
    expect((await engine.update('dealer_options', '1', { options: options([1, 3]) }, dallasInspector)).options).toEqual(options([1, 3]));
    expect((await failure(() => engine.update('dealer_options', '1', { options: options([1, 4, 9]) }, dallasInspector))).message).toBe(
      'Invalid options: unknown or CUSTOM default announcement 4, 9',
    );
    expect(await failure(() => engine.create('dealer_options', { dealer_id: 3, options: options([]) }, search(''), dallasInspector))).toMatchObject({
      status: 400,
      message: "Unknown dealer_id '3'",
    });
  });

  it('runs the config and site rules (beforeWrite) on the write’s connection', async () => {
    await q(db)
      .insertInto('configs')
      .values({ id: 50, name: 'photo_max_per_vehicle', type: 'global', value_type: 'integer', value: '40', description: 'Photos' })
      .execute();
    const created = await engine.create('config', { name: 'photo_max_per_vehicle', type: 'site', type_id: 2, value: 12 }, search(''), admin);
    expect(created).toMatchObject({ name: 'photo_max_per_vehicle', type: 'site', type_id: 2, value_type: 'integer', value: '12', description: 'Photos' });
    expect(
      await failure(() => engine.create('config', { name: 'photo_max_per_vehicle', type: 'site', type_id: 2, value: 13 }, search(''), admin)),
    ).toMatchObject({
      status: 409,
      message: `Site ATL already has its own photo_max_per_vehicle (config ${String(created.id)}): change that one`,
    });
    expect((await engine.update('config', String(created.id), { value: '14' }, admin)).value).toBe('14');
    expect((await failure(() => engine.update('config', String(created.id), { value: 'many' }, admin))).status).toBe(400);
    // The Cubed company names one site: the rule compares ids null-safely (a create has none).
    expect(await engine.update('sites', '1', { cubed_company_id: 77 }, admin)).toMatchObject({ id: 1, cubed_company_id: 77 });
    expect(await engine.update('sites', '1', { cubed_company_id: 77 }, admin)).toMatchObject({ id: 1, cubed_company_id: 77 });
    expect(await failure(() => engine.update('sites', '2', { cubed_company_id: 77 }, admin))).toMatchObject({
      status: 409,
      message: 'Cubed company 77 is already the company of site DAL',
    });
  });

  it('keeps one main image a vehicle and one site a company when such writes race (the pool’s connections on PostgreSQL)', async () => {
    await q(db)
      .insertInto('vehicle_images')
      .values([3, 4, 5].map((n) => ({ vehicle_image_id: n, vehicle_id: 10, image_file_path: `seed/car-0${n}.png`, main_image: 0 })))
      .execute();
    const chosen = await Promise.all(['2', '3', '4', '5'].map((id) => engine.update('vehicle_images', id, { main_image: 1 }, dallasInspector)));
    expect(chosen.map((image) => image.main_image)).toEqual([1, 1, 1, 1]);
    expect(await mains(10)).toHaveLength(1);

    const outcomes = await Promise.allSettled(['1', '2'].map((id) => engine.update('sites', id, { cubed_company_id: 88 }, admin)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: expect.stringMatching(/^Cubed company 88 is already the company of site (DAL|ATL)$/) });
    expect(await q(db).selectFrom('sites').select('code').where('cubed_company_id', '=', 88).execute()).toHaveLength(1);
  });

  it('answers a unique violation with the resource’s 409, after the write rolled back', async () => {
    expect(await engine.create('wo_transaction_exclusions', { transaction_code: 'DTL' }, search(''), dallasInspector)).toMatchObject({
      site_id: 1,
      transaction_code: 'DTL',
    });
    expect(await failure(() => engine.create('wo_transaction_exclusions', { transaction_code: 'DTL' }, search(''), dallasInspector))).toMatchObject({
      status: 409,
      message: 'This transaction code is already excluded at this site',
    });
    expect(await failure(() => engine.create('wo_action_mappings', { action_code: 'RPR' }, search(''), dallasInspector))).toMatchObject({
      status: 409,
      message: 'This action code already has a mapping at this site: change it with PUT wo_action_mappings/{id}',
    });
    // The database takes the next write (on PostgreSQL the failed transaction was rolled back, not carried on).
    expect(await engine.create('wo_action_mappings', { action_code: 'BUF' }, search(''), dallasInspector)).toMatchObject({ action_code: 'BUF', site_id: 1 });
    expect((await list('wo_transaction_exclusions', '')).total).toBe(1);
  });

  it('keeps the replies the engines must agree on', async () => {
    await q(db).updateTable('vehicles').set({ stock_number: 'B' }).where('vehicle_id', '=', 10).execute();
    const requests: [string, string, Actor][] = [
      ['vehicles', 'with[]=seller&with[]=inspections&with[]=vehicle_image_main&with[]=vehicle_positions.auction&withCount[]=inspections', bothSites],
      ['vehicles', 'order_by[]=stock_number|asc&per_page=2&page=2', dallasInspector],
      ['dealers', 'with[]=reps&with[]=options&withCount[]=reps', dallasInspector],
      ['gate_statuses3', '', dallasInspector],
      ['action_codes', 'with[]=wo_mapping&site=ATL', admin],
      ['transaction_codes_exclusions', '', atlantaClerk],
      ['users', 'per_page=100', admin],
      ['sites', 'with[]=configs', admin],
      ['wo_shops', 'with_none=1&with_trashed=1', dallasInspector],
      ['inspections', 'with[]=vehicle&with[]=inspection_items', dallasInspector],
    ];
    for (const [name, query, actor] of requests) {
      const key = `${name}?${query}`;
      const byEngine = replies.get(key) ?? new Map<string, string>();
      byEngine.set(testEngine.name, comparable(JSON.stringify(await list(name, query, actor))));
      replies.set(key, byEngine);
    }
    const detail = await engine.get('vehicles_full', '10', search('withAdd=1&withCount[]=inspections'), dallasInspector);
    replies.set('vehicles_full/10', (replies.get('vehicles_full/10') ?? new Map<string, string>()).set(testEngine.name, comparable(JSON.stringify(detail))));
  });

  it('reads in place through inPlaceReads, on a handle of its own on PostgreSQL', async () => {
    const reads = inPlaceReads(engine);
    const bytes = await reads.list('vehicles', search('per_page=1'), dallasInspector);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ total: 3, data: [{ vehicle_id: 12 }] });
    if (testEngine.name !== 'PostgreSQL') return;
    const readsDb = await testEngine.open(postgresReadOptions({ size: 2, statementTimeoutMs: 100 }));
    try {
      const [timeout] = (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(q(readsDb))).rows;
      expect(timeout?.statement_timeout).toBe('100ms');
      // A read the timeout cancels answers 503 (a declaration's own SQL makes this one slow).
      const slow = new Registry({
        slow_users: defineResource({
          noun: 'user',
          table: users,
          key: 'id',
          operations: ['list'],
          scope: { kind: 'signed-in' },
          read: ['id'],
          defaultSort: [['id', 'asc']],
          where: ['(select true from pg_sleep(1))'],
        }),
      });
      const slowReads = inPlaceReads(new ListEngine(readsDb, slow));
      expect(await failure(() => slowReads.list('slow_users', search(''), dallasInspector))).toMatchObject({ status: 503 });
    } finally {
      await testEngine.close(readsDb);
    }
  });
});

describe('both engines', () => {
  afterAll(() => replies.clear());
  it('give the same JSON for the same requests', () => {
    expect(replies.size).toBeGreaterThan(0);
    for (const [request, byEngine] of replies) {
      expect([request, byEngine.get('PostgreSQL')]).toEqual([request, byEngine.get('SQLite')]);
    }
  });
});
