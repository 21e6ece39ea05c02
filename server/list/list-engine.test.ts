import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';
import { localPhotoStore } from '../media/photo-store.ts';
import { admin, atlantaClerk, dallasInspector, fixtureDatabase } from '../test/fixture.ts';
import { ListEngine } from './list-engine.ts';
import { createRegistry } from './registry.ts';

let db: Db;
let engine: ListEngine;
const q = (query: string) => new URLSearchParams(query);
const ids = (rows: Record<string, unknown>[], key = 'vehicle_id') => rows.map((row) => row[key]);

async function failure(work: () => Promise<unknown>): Promise<HttpError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

beforeEach(() => {
  db = fixtureDatabase();
  engine = new ListEngine(db, createRegistry());
});

describe('scoping', () => {
  it("shows an auction user only their site's rows", async () => {
    expect(ids((await engine.list('vehicles', q(''), dallasInspector)).data)).toEqual([12, 11, 10]);
    expect(ids((await engine.list('vehicles', q(''), atlantaClerk)).data)).toEqual([20]);
  });

  it('refuses a site the user does not work at, and unknown sites', async () => {
    expect((await failure(async () => await engine.list('vehicles', q('site=ATL'), dallasInspector))).status).toBe(403);
    expect((await failure(async () => await engine.list('vehicles', q('site=XYZ'), dallasInspector))).message).toBe("Unknown site 'XYZ'");
  });

  it('lets an admin see every site, or one by its code', async () => {
    expect((await engine.list('vehicles', q(''), admin)).total).toBe(4);
    expect(ids((await engine.list('vehicles', q('site=ATL'), admin)).data)).toEqual([20]);
  });

  it('keeps admin lists from everyone else', async () => {
    expect((await failure(async () => await engine.list('users', q(''), dallasInspector))).status).toBe(403);
    expect((await failure(async () => await engine.list('api_logs', q(''), dallasInspector))).status).toBe(403);
  });

  it('scopes records that reach their site through a relation', async () => {
    expect(ids((await engine.list('dealer_reps', q(''), dallasInspector)).data, 'id')).toEqual([1, 2]);
    expect((await failure(async () => await engine.get('dealer_reps', '3', q(''), dallasInspector))).status).toBe(404);
    expect((await failure(async () => await engine.get('vehicles', '20', q(''), dallasInspector))).status).toBe(404);
  });
});

describe('filters', () => {
  const list = async (query: string) => ids((await engine.list('vehicles', q(query), dallasInspector)).data);

  it('applies eq, like, sneq and null checks', async () => {
    expect(await list('filters[0]=is_active|eq|Y')).toEqual([12, 10]);
    expect(await list('filters[0]=automodel|like|ccor')).toEqual([11]);
    expect(await list('filters[0]=automake|sneq|Ford')).toEqual([12, 11]);
    expect(await list('filters[0]=seller_id|isnull|')).toEqual([12]);
    expect(await list('filters[0]=seller_id|notnull|')).toEqual([11, 10]);
  });

  it('treats like values literally (no wildcard injection)', async () => {
    const names = (await engine.list('dealers', q('filters[0]=dealer_name|like|100%'), dallasInspector)).data.map((row) => row.dealer_name);
    expect(names).toEqual(['100% Auto Sales']);
    expect((await engine.list('dealers', q('filters[0]=dealer_name|like|%'), dallasInspector)).data.map((row) => row.dealer_name)).toEqual(['100% Auto Sales']);
  });

  it('ANDs groups and ORs within a group', async () => {
    expect(await list('filters[0][]=automake|eq|Ford&filters[0][]=automake|eq|Tesla')).toEqual([12, 10]);
    expect(await list('filters[0][]=automake|eq|Ford&filters[0][]=automake|eq|Tesla&filters[1]=autoyear|eq|2019')).toEqual([12]);
  });

  it('filters on a related record and on the existence of relations', async () => {
    expect(await list('filters[0]=seller.dealer_name|like|lone star')).toEqual([10]);
    expect(await list('has[]=inspections')).toEqual([10]);
    expect(await list('notHas[]=inspections')).toEqual([12, 11]);
    expect(await list('filters[0]=inspections|has|')).toEqual([10]);
  });

  it('compares numbers and dates by range (gt, gte, lt, lte), dates as stored UTC stamps', async () => {
    expect(await list('filters[0]=autoyear|gte|2019&filters[1]=autoyear|lt|2022')).toEqual(
      await list('filters[0][]=autoyear|eq|2019&filters[0][]=autoyear|eq|2020&filters[0][]=autoyear|eq|2021'),
    );
    const insert = db.$client.prepare("INSERT INTO api_logs (id, method, route, created_at) VALUES (?, 'GET', '/v3/x', ?)");
    insert.run(9001, '2026-10-31T23:59:59.999Z');
    insert.run(9002, '2026-11-01T00:00:00.000Z');
    insert.run(9003, '2026-11-01T04:59:59.000Z');
    insert.run(9004, '2026-11-01T05:00:00.000Z');
    insert.run(9005, '2026-11-02T05:00:00.000Z');
    const logs = async (query: string) => ids((await engine.list('api_logs', q(`filters[9]=id|gt|9000&${query}`), admin)).data, 'id');
    // A day is midnight UTC; an instant with its zone (Dallas' midnight, -05:00) is normalised to UTC.
    expect(await logs('filters[0]=created_at|gte|2026-11-01&filters[1]=created_at|lt|2026-11-02')).toEqual([9004, 9003, 9002]);
    expect(await logs('filters[0]=created_at|gte|2026-11-01T00:00-05:00&filters[1]=created_at|lt|2026-11-02T00:00:00-05:00')).toEqual([9004]);
    expect(await logs('filters[0]=created_at|gt|2026-11-01T00:00:00Z&filters[1]=created_at|lte|2026-11-02T05:00:00.000Z')).toEqual([9005, 9004, 9003]);
  });

  it('answers a clear 400 for a range bound that is not a date or a number', async () => {
    const logs = async (query: string) => await engine.list('api_logs', q(query), admin);
    for (const bad of ['yesterday', '2026-02-30', '2026-11-01T25:00Z', '2026-11-01T10:00', '11/01/2026', '2026-13-01']) {
      expect((await failure(async () => await logs(`filters[0]=created_at|gte|${encodeURIComponent(bad)}`))).message).toBe(
        `Filter created_at|gte needs a date: YYYY-MM-DD or an ISO instant with its zone such as 2026-11-01T05:00:00Z, not '${bad}'`,
      );
    }
    expect((await failure(async () => await logs('filters[0]=created_at|lt|'))).message).toBe('Filter filters[0] (created_at|lt) needs a value');
    expect((await failure(async () => await list('filters[0]=autoyear|gt|new'))).message).toBe(
      'Filter value for autoyear must be a whole number (at most 15 digits)',
    );
    expect((await failure(async () => await logs('filters[0]=payload|gt|2026-11-01'))).message).toBe("Cannot filter api_logs by 'payload'");
  });

  it('rejects fields, operators and relations that are not declared', async () => {
    expect((await failure(async () => await list('filters[0]=guid_secret|eq|1'))).message).toBe("Cannot filter vehicles by 'guid_secret'");
    expect((await failure(async () => await list('filters[0]=seller.phone|eq|1'))).message).toBe("Cannot filter vehicles by 'seller.phone'");
    expect((await failure(async () => await list('with[]=owner'))).message).toBe("Unknown relation 'owner' for vehicles");
    expect((await failure(async () => await list('filters[0]=autoyear|eq|abc'))).message).toBe(
      'Filter value for autoyear must be a whole number (at most 15 digits)',
    );
    expect((await failure(async () => await list('colour=red'))).message).toBe("Unknown parameter 'colour' for vehicles");
  });
});

describe('private fields', () => {
  it('never reads, filters or sorts a password hash, directly or through a relation', async () => {
    const users = (await engine.list('users', q('per_page=100'), admin)).data;
    expect(users.length).toBe(3);
    expect(JSON.stringify(users)).not.toContain('secret');
    expect((await failure(async () => await engine.list('users', q('filters[0]=password_hash|like|scrypt'), admin))).status).toBe(400);
    expect((await failure(async () => await engine.list('users', q('order_by[]=password_hash|asc'), admin))).status).toBe(400);
    const passes = await engine.list('gate_passes3', q('with[]=last_user'), admin);
    expect(JSON.stringify(passes)).not.toContain('password');
  });

  it('refuses a declaration that exposes a private column at start-up', async () => {
    const { Registry } = await import('./registry.ts');
    const { users } = await import('../db/schema.ts');
    const { defineResource } = await import('./resource.ts');
    expect(
      () =>
        new Registry({
          leaky: defineResource({
            noun: 'user',
            table: users,
            key: 'id',
            operations: ['list'],
            scope: { kind: 'admin' },
            read: ['id', 'password_hash'],
            defaultSort: [['id', 'asc']],
          }),
        }),
    ).toThrow(/private/);
  });
});

describe('sorting, paging, relations and counts', () => {
  it('sorts by declared fields with the key as a tie-breaker, and pages', async () => {
    const page = await engine.list('vehicles', q('order_by[]=autoyear|asc&per_page=2&page=1'), dallasInspector);
    expect(ids(page.data)).toEqual([12, 11]);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(ids((await engine.list('vehicles', q('order_by[]=autoyear|asc&per_page=2&page=2'), dallasInspector)).data)).toEqual([10]);
    expect((await failure(async () => await engine.list('vehicles', q('order_by[]=mileage_secret|asc'), dallasInspector))).message).toMatch(/Cannot sort/);
  });

  it('loads relations with only their readable fields, nested ones too', async () => {
    const [vehicle] = (
      await engine.list(
        'vehicles',
        q('filters[0]=vehicle_id|eq|10&with[]=seller&with[]=inspections&with[]=vehicle_image_main&with[]=vehicle_positions.auction'),
        dallasInspector,
      )
    ).data;
    expect(vehicle?.seller).toEqual({ dealer_id: 1, dealer_num: '1001', dealer_name: 'Lone Star Motors', auction_access: null, name: 'Lone Star Motors' });
    expect((vehicle?.inspections as { condition_report_type_id: number }[]).map((i) => i.condition_report_type_id)).toEqual([2, 1]);
    expect(vehicle?.vehicle_image_main).toMatchObject({ vehicle_image_id: 1, main_image: 1 });
    expect((vehicle?.vehicle_image_main as { other_sizes: { small: string } }).other_sizes.small).toMatch(/^\/v3\/images\/vehicle\/1\/small\?exp=\d+&sig=/);
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
    const [noSeller] = (await engine.list('vehicles', q('filters[0]=vehicle_id|eq|12&with[]=seller&with[]=inspections'), dallasInspector)).data;
    expect(noSeller).toMatchObject({ seller: null, inspections: [] });
  });

  it('counts related records', async () => {
    const dealers = (await engine.list('dealers', q('withCount[]=reps&order_by[]=dealer_id|asc'), dallasInspector)).data;
    expect(dealers.map((d) => [d.dealer_id, d.reps_count])).toEqual([
      [1, 2],
      [2, 0],
    ]);
  });
});

describe('writes', () => {
  it("creates a shop in the caller's site from writable fields only", async () => {
    const shop = await engine.create('wo_shops', { name: '  Paint Shop ', description: 'Booth 2' }, q(''), dallasInspector);
    expect(shop).toMatchObject({ name: 'Paint Shop', description: 'Booth 2', site_id: 1, deleted_at: null });
    expect((await failure(async () => await engine.create('wo_shops', { description: 'x' }, q(''), dallasInspector))).message).toBe('name is required');
    expect((await failure(async () => await engine.create('wo_shops', { name: 'x', site_id: 2 }, q(''), dallasInspector))).message).toBe(
      "Field 'site_id' cannot be written",
    );
    expect((await failure(async () => await engine.create('wo_shops', { name: 42 }, q(''), dallasInspector))).message).toBe('Invalid name: must be text');
    expect((await failure(async () => await engine.create('wo_shops', { name: 'x' }, q(''), admin))).message).toMatch(/site is required/);
  });

  it('soft-deletes shops, which lists show only with with_trashed=1', async () => {
    await engine.remove('wo_shops', '1', dallasInspector);
    expect((await engine.list('wo_shops', q(''), dallasInspector)).data.map((s) => s.name)).toEqual([]);
    // Deleted shops stay listed on request, the earliest deleted first.
    expect((await engine.list('wo_shops', q('with_trashed=1'), dallasInspector)).data.map((s) => s.name)).toEqual(['Old Shop', 'Body Shop']);
    expect((await failure(async () => await engine.remove('wo_shops', '1', dallasInspector))).status).toBe(404);
  });

  it('validates documents and refuses rows outside the caller sites', async () => {
    const options = { registration: { defaultLights: { red: 1, green: 1, white: 0, blue: 0, yellow: 1 }, defaultAnnouncements: [3] } };
    expect((await engine.update('dealer_options', '1', { options }, dallasInspector)).options).toEqual(options);
    expect((await failure(async () => await engine.update('dealer_options', '1', { options: { registration: {} } }, dallasInspector))).status).toBe(400);
    expect((await failure(async () => await engine.update('dealer_options', '2', { options }, dallasInspector))).status).toBe(404);
    expect((await failure(async () => await engine.remove('wo_shops', '3', dallasInspector))).status).toBe(404);
  });

  it('answers 400 for unknown resources and 405 for operations a resource does not offer', async () => {
    expect((await failure(async () => await engine.list('nope', q(''), admin))).message).toBe("Unknown resource 'nope'");
    expect((await failure(async () => await engine.list('nope', q(''), admin))).status).toBe(400);
    expect((await failure(async () => await engine.remove('vehicles', '10', admin))).status).toBe(405);
    expect((await failure(async () => await engine.list('site_summary', q(''), admin))).status).toBe(405);
  });
});

describe('write hooks: vehicle images', () => {
  const mains = (vehicleId: number) =>
    db.$client.prepare('SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND main_image = 1').pluck().all(vehicleId);

  it('keeps one main image per vehicle: choosing one clears the other in the same write', async () => {
    expect(mains(10)).toEqual([1]);
    expect(await engine.update('vehicle_images', '2', { main_image: 1 }, dallasInspector)).toMatchObject({ vehicle_image_id: 2, main_image: 1 });
    expect(mains(10)).toEqual([2]);
    // Clearing the main one leaves the vehicle without a main image.
    await engine.update('vehicle_images', '2', { main_image: 0 }, dallasInspector);
    expect(mains(10)).toEqual([]);
    await engine.update('vehicle_images', '1', { is_private: 1 }, dallasInspector);
    expect(mains(10)).toEqual([]);
  });

  it('rolls the clearing back with the write when the image is outside the caller’s sites', async () => {
    expect((await failure(async () => await engine.update('vehicle_images', '2', { main_image: 1 }, atlantaClerk))).status).toBe(404);
    expect(mains(10)).toEqual([1]);
  });

  it('removes an uploaded file with its row, and never a file outside uploads/', async () => {
    const photoDir = mkdtempSync(join(tmpdir(), 'engine-photos-'));
    try {
      const withFiles = new ListEngine(db, createRegistry(), { photos: localPhotoStore(photoDir) });
      mkdirSync(join(photoDir, 'uploads/DAL/10'), { recursive: true });
      mkdirSync(join(photoDir, 'seed'), { recursive: true });
      writeFileSync(join(photoDir, 'uploads/DAL/10/a.jpg'), 'a');
      writeFileSync(join(photoDir, 'seed/car-01.png'), 'pool');
      writeFileSync(join(photoDir, 'seed/car-02.png'), 'pool');
      db.$client.exec(`INSERT INTO vehicle_images (vehicle_image_id, vehicle_id, image_file_path) VALUES
        (3, 10, 'uploads/DAL/10/a.jpg'), (4, 10, 'uploads/../seed/car-02.png'), (5, 10, 'seed/car-02.png')`);

      expect(await withFiles.remove('vehicle_images', '3', dallasInspector)).toEqual({ deleted: true, id: '3' });
      expect(existsSync(join(photoDir, 'uploads/DAL/10/a.jpg'))).toBe(false);
      await withFiles.remove('vehicle_images', '1', dallasInspector);
      await withFiles.remove('vehicle_images', '4', dallasInspector);
      expect(existsSync(join(photoDir, 'seed/car-01.png'))).toBe(true);
      expect(existsSync(join(photoDir, 'seed/car-02.png'))).toBe(true);
      expect(db.$client.prepare('SELECT vehicle_image_id FROM vehicle_images ORDER BY 1').pluck().all()).toEqual([2, 5]);
      expect((await failure(async () => await withFiles.remove('vehicle_images', '3', dallasInspector))).status).toBe(404);
    } finally {
      rmSync(photoDir, { recursive: true, force: true });
    }
  });
});

describe('vehicles_full', () => {
  const full = async (id: string, query: string, actor = dallasInspector) => await engine.get('vehicles_full', id, q(query), actor);

  it('with withAdd=1 and withCount[]=inspections: seller, positions with auction, main image, count, install info, public links', async () => {
    db.$client.exec("UPDATE vehicles SET guid = 'AAAAAAAAAAAAAAAAAAAAAA' WHERE vehicle_id = 10");
    const vehicle = await full('10', 'withAdd=1&withCount[]=inspections');
    expect(vehicle).toMatchObject({
      id: 10,
      vehicle_id: 10,
      vin: '1FTFW1E50NFA00010',
      seller: { dealer_num: '1001', dealer_name: 'Lone Star Motors' },
      vehicle_positions: [{ lane_id: 'A', run_sequence: 7, auction: { event_name: 'DAL Weekly Dealer Sale' } }],
      vehicle_image_main: { vehicle_image_id: 1, main_image: 1 },
      inspections_count: 2,
      install_info: { site_id: 1, site_code: 'DAL', site_name: 'Dallas Auto Auction', timezone: 'America/Chicago' },
      public_photos_enabled: 1,
      public_photos_url: '/dealers/vehiclePhotos/DAL/AAAAAAAAAAAAAAAAAAAAAA',
      location_history_url: '/dealers/locationHistory/DAL/AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(vehicle).not.toHaveProperty('site');
    expect(vehicle).toHaveProperty('tires');
  });

  it('gives no public photos link where the site has them disabled, and none without a guid', async () => {
    db.$client.exec("UPDATE sites SET public_photos_enabled = 0 WHERE id = 1; UPDATE vehicles SET guid = 'BBBBBBBBBBBBBBBBBBBBBB' WHERE vehicle_id = 11");
    expect(await full('11', 'withAdd=1')).toMatchObject({
      public_photos_enabled: 0,
      public_photos_url: null,
      location_history_url: '/dealers/locationHistory/DAL/BBBBBBBBBBBBBBBBBBBBBB',
    });
    db.$client.exec('UPDATE sites SET public_photos_enabled = 1 WHERE id = 1');
    expect(await full('12', 'withAdd=1')).toMatchObject({
      public_photos_enabled: 1,
      public_photos_url: null,
      location_history_url: null,
      seller: null,
      vehicle_image_main: null,
    });
  });

  it('without withAdd is the plain vehicle, and checks the switch and the scope', async () => {
    const plain = await full('10', '');
    expect(plain).toMatchObject({ id: 10, vehicle_id: 10 });
    expect(plain).not.toHaveProperty('install_info');
    expect(plain).not.toHaveProperty('seller');
    expect(await full('10', 'withAdd=0')).not.toHaveProperty('install_info');
    expect((await failure(async () => await full('10', 'withAdd=yes'))).message).toBe('withAdd must be 1 or 0');
    expect((await failure(async () => await full('20', 'withAdd=1'))).status).toBe(404);
    expect(await full('20', 'withAdd=1', admin)).toMatchObject({ install_info: { site_code: 'ATL' } });
    expect((await failure(async () => await engine.list('vehicles_full', q(''), admin))).status).toBe(405);
  });

  it('leaves deleted inspections out of relations and counts', async () => {
    db.$client.exec("UPDATE inspections SET deleted_at = '2026-11-01T00:00:00Z' WHERE condition_report_id = 1");
    expect(await full('10', 'withCount[]=inspections&with[]=inspections')).toMatchObject({ inspections_count: 1, inspections: [{ condition_report_id: 2 }] });
    expect((await engine.list('vehicles', q('has[]=inspections'), dallasInspector)).total).toBe(1);
  });
});

describe('relations to the caller’s site (callerSite)', () => {
  const mappingOf = (rows: Record<string, unknown>[], code: string) => rows.find((row) => row.action_code === code)?.wo_mapping;

  it('relates only the target rows of the user’s active site, or of the site named', async () => {
    const dallas = (await engine.list('action_codes', q('with[]=wo_mapping'), dallasInspector)).data;
    expect(mappingOf(dallas, 'RPR')).toEqual({
      id: 1,
      action_code: 'RPR',
      is_active: 1,
      transaction_code: { transaction_code: 'RECON', description: 'Reconditioning' },
    });
    expect(mappingOf(dallas, 'BUF')).toBeNull();
    const atlanta = (await engine.list('action_codes', q('with[]=wo_mapping'), atlantaClerk)).data;
    expect(mappingOf(atlanta, 'RPR')).toMatchObject({ id: 2, is_active: 0, transaction_code: { transaction_code: 'DTL' } });
    expect(mappingOf(atlanta, 'BUF')).toMatchObject({ id: 3, transaction_code: null });
    expect(mappingOf((await engine.list('action_codes', q('with[]=wo_mapping&site=ATL'), admin)).data, 'RPR')).toMatchObject({ id: 2 });
  });

  it('applies the caller’s site to has / notHas and to conditions on the related rows', async () => {
    const codes = async (query: string, actor = dallasInspector) => (await engine.list('action_codes', q(query), actor)).data.map((row) => row.action_code);
    expect(await codes('has[]=wo_mapping')).toEqual(['RPR']);
    expect(await codes('notHas[]=wo_mapping')).toEqual(['BUF', 'RPL']);
    expect(await codes('has[]=wo_mapping', atlantaClerk)).toEqual(['BUF', 'RPR']);
    expect(await codes('filters[0]=wo_mapping.transaction_code|eq|DTL', atlantaClerk)).toEqual(['RPR']);
    expect(await codes('filters[0]=wo_mapping.transaction_code|eq|DTL')).toEqual([]);
  });

  it('attaches always-attached relations (transaction_codes_exclusions) and counts with the caller’s site', async () => {
    const excluded = async (actor = dallasInspector) =>
      (await engine.list('transaction_codes_exclusions', q(''), actor)).data.map((row) => [
        row.transaction_code,
        (row.wo_exclusion as { id: number } | null)?.id ?? null,
      ]);
    expect(await excluded()).toEqual([
      ['DTL', null],
      ['RECON', null],
    ]);
    expect(await excluded(atlantaClerk)).toEqual([
      ['DTL', 1],
      ['RECON', null],
    ]);
  });

  it('needs a site from a global admin, and refuses a site the user does not work at', async () => {
    expect((await failure(async () => await engine.list('action_codes', q('with[]=wo_mapping'), admin))).message).toBe(
      'site is required for wo_mapping: name the site whose records to relate (?site=CODE)',
    );
    expect((await engine.list('action_codes', q(''), admin)).total).toBe(3);
    expect((await failure(async () => await engine.list('action_codes', q('site=ATL'), dallasInspector))).status).toBe(403);
    expect((await failure(async () => await engine.list('action_codes', q('site=XYZ'), dallasInspector))).message).toBe("Unknown site 'XYZ'");
    expect((await failure(async () => await engine.list('gate_statuses3', q('site=DAL'), dallasInspector))).message).toBe(
      "Unknown parameter 'site' for gate_statuses3",
    );
  });
});

describe('the "None" entry (with_none=1)', () => {
  const names = async (query: string) => await engine.list('wo_shops', q(query), dallasInspector);

  it('comes first on page 1 and counts in the total and the paging', async () => {
    expect((await names('with_none=1&with_trashed=1')).data.map((s) => s.name)).toEqual(['None', 'Body Shop', 'Old Shop']);
    const first = await names('with_none=1&with_trashed=1&per_page=2');
    expect([first.data.map((s) => s.name), first.total, first.last_page]).toEqual([['None', 'Body Shop'], 3, 2]);
    expect((await names('with_none=1&with_trashed=1&per_page=2&page=2')).data.map((s) => s.name)).toEqual(['Old Shop']);
    expect((await names('with_none=1&with_trashed=1&per_page=2&page=3')).data).toEqual([]);
    expect((await names('with_none=0')).data.map((s) => s.name)).toEqual(['Body Shop']);
    expect((await failure(async () => await names('with_none=maybe'))).message).toBe('with_none must be 1 or 0');
  });
});

describe('write rules', () => {
  it('needs the resource’s security for writes, not for reads; global admins pass', async () => {
    const clerk = { ...dallasInspector, securitiesBySite: {} };
    expect(await failure(async () => await engine.create('wo_shops', { name: 'X' }, q(''), clerk))).toMatchObject({
      status: 403,
      message: 'Changing wo_shops needs the administration security',
    });
    expect((await failure(async () => await engine.remove('wo_shops', '1', clerk))).status).toBe(403);
    expect((await engine.list('wo_shops', q(''), clerk)).total).toBe(1);
    expect(await engine.create('wo_shops', { name: 'Admin Shop' }, q('site=DAL'), admin)).toMatchObject({ site_id: 1 });
  });

  it('refuses a written reference to a record the caller cannot see, and a change of a create-only field', async () => {
    expect((await failure(async () => await engine.create('dealer_options', { dealer_id: 3, options: emptyOptions }, q(''), dallasInspector))).message).toBe(
      "Unknown dealer_id '3'",
    );
    expect(await engine.create('dealer_options', { dealer_id: 2, options: emptyOptions }, q(''), dallasInspector)).toMatchObject({ dealer_id: 2 });
    expect(await failure(async () => await engine.create('dealer_options', { dealer_id: 2, options: emptyOptions }, q(''), dallasInspector))).toMatchObject({
      status: 409,
      message: 'This dealer already has options: change them with PUT dealer_options/{id}',
    });
    expect((await failure(async () => await engine.update('dealer_options', '1', { dealer_id: 2 }, dallasInspector))).message).toBe(
      'dealer_id cannot be changed',
    );
    expect((await failure(async () => await engine.update('wo_action_mappings', '1', { transaction_code: 'NOPE' }, dallasInspector))).message).toBe(
      "Unknown transaction_code 'NOPE'",
    );
  });

  it('keeps CUSTOM and unknown announcements out of dealer defaults', async () => {
    const withAnnouncements = (ids: number[]) => ({ registration: { ...emptyOptions.registration, defaultAnnouncements: ids } });
    expect((await failure(async () => await engine.update('dealer_options', '1', { options: withAnnouncements([1, 4]) }, dallasInspector))).message).toBe(
      'Invalid options: unknown or CUSTOM default announcement 4',
    );
    expect((await engine.update('dealer_options', '1', { options: withAnnouncements([1, 3]) }, dallasInspector)).options).toEqual(withAnnouncements([1, 3]));
  });
});

const emptyOptions = { registration: { defaultLights: { red: 0, green: 0, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: [] } };
