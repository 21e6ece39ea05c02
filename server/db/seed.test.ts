import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { openDatabase, type Db } from './connection.ts';
import { seedDatabase, type SeedSummary } from './seed.ts';
import { DAY, HOUR, MINUTE, seedReference } from './seed-context.ts';
import { demoPasswords } from './seed-data/users.ts';
import { isValidVin } from '../../src/contract/vin.ts';

let db: Db;
let photoDir: string;
let summary: SeedSummary;

function all<T>(sql: string, ...params: unknown[]): T[] {
  return db.$client.prepare(sql).all(...params) as T[];
}

function one<T>(sql: string, ...params: unknown[]): T {
  return db.$client.prepare(sql).get(...params) as T;
}

function count(sql: string): number {
  return Number(db.$client.prepare(sql).pluck().get());
}

/** Columns drawn from the CSPRNG on every seed: only whether they are set is compared. */
const secretColumns: Readonly<Record<string, readonly string[]>> = { vehicles: ['guid'] };

function contentHash(target: Db, tables: readonly [string, string][]): string {
  const hash = createHash('sha256');
  for (const [table, key] of tables) {
    const columns = (target.$client.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(({ name }) =>
      secretColumns[table]?.includes(name) ? `${name} IS NOT NULL` : name,
    );
    for (const row of target.$client
      .prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${key}`)
      .raw()
      .iterate())
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

const hashedTables: readonly [string, string][] = [
  ['vehicles', 'vehicle_id'],
  ['dealers', 'dealer_id'],
  ['dealer_reps', 'id'],
  ['inspections', 'condition_report_id'],
  ['inspection_items', 'vehicle_condition_id'],
  ['vehicle_images', 'vehicle_image_id'],
  ['api_logs', 'id'],
];

/** When this file's seed runs: its rows are dated from it. */
const seededAt = Date.now();

/** Seeded times of each kind of row: none is later than the seed's run, but the coming sales (auctions.auction_date). */
const datedColumns: readonly [string, string][] = [
  ['sites', 'last_heartbeat_at'],
  ['users', 'updated_at'],
  ['configs', 'updated_at'],
  ['mobile_builds', 'created_at'],
  ['premise_services', 'updated_at'],
  ['scheduled_jobs', 'last_run_at'],
  ['api_schedule_logs', 'created_at'],
  ['lane_monitor_state', 'changed_at'],
  ['dealers', 'created_at'],
  ['dealer_options', 'updated_at'],
  ['vehicles', 'updated_at'],
  ['vehicle_images', 'created_at'],
  ['vehicle_location_history', 'created_at'],
  ['vehicle_transactions', 'transaction_date'],
  ['inspections', 'written_date'],
  ['gate_passes', 'last_modified_date'],
  ['wo_shops', 'created_at'],
  ['auction_sales', 'offered_at'],
  ['auction_attendance', 'attended_at'],
  ['flumbus_logs', 'updated_at'],
  ['api_logs', 'created_at'],
  ['api_aavalidation_logs', 'created_at'],
  ['api_spincar_logs', 'created_at'],
  ['api_badge_logs', 'created_at'],
  ['api_valuation_logs', 'created_at'],
];

/**
 * What a seed run at `at` shows of the sales at every site: a sale in the seven days after it,
 * and one in each week of the calendar month before its reference's (the ServNet report opens on it).
 */
function expectFreshSales(target: Db, at: number): void {
  const reference = new Date(seedReference(at));
  const month = [Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - 1, 1), Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), 1)];
  const [from, to] = month.map((ms) => new Date(ms).toISOString());
  for (const site of [1, 2, 3]) {
    const next = target.$client
      .prepare('SELECT min(auction_date) FROM auctions WHERE site_id = ? AND auction_date > ?')
      .pluck()
      .get(site, new Date(at).toISOString());
    expect(Date.parse(String(next)) - at, `site ${site}, seeded at ${new Date(at).toISOString()}`).toBeLessThanOrEqual(7 * DAY);
    const sales = target.$client
      .prepare('SELECT count(DISTINCT auction_id) FROM auction_sales WHERE site_id = ? AND offered_at >= ? AND offered_at < ?')
      .pluck()
      .get(site, from, to);
    expect(sales, `site ${site}, ${from} to ${to}`).toBeGreaterThanOrEqual(4);
  }
}

beforeAll(async () => {
  photoDir = mkdtempSync(join(tmpdir(), 'seed-photos-'));
  db = openDatabase(':memory:');
  summary = await seedDatabase(db, { scale: 1, photoDir, seededAt });
});

afterAll(() => {
  db.$client.close();
  rmSync(photoDir, { recursive: true, force: true });
});

describe('seedDatabase at scale 1', () => {
  it('creates the three sites first, one of them with its WAN down', () => {
    expect(all<{ id: number; code: string; name: string }>('SELECT id, code, name FROM sites ORDER BY id')).toEqual([
      { id: 1, code: 'DAL', name: 'Dallas Auto Auction' },
      { id: 2, code: 'ATL', name: 'Atlanta Auto Auction' },
      { id: 3, code: 'PHX', name: 'Phoenix Auto Auction' },
    ]);
    expect(count('SELECT count(*) FROM sites WHERE is_wan_up = 0 AND wan_first_down IS NOT NULL')).toBeGreaterThanOrEqual(1);
  });

  it('creates the demo users with hashed passwords and their site rights', async () => {
    const admin = one<{ name: string; password_hash: string; is_global_admin: number; is_cloud_user: number; premise_user: number }>(
      "SELECT * FROM users WHERE email = 'admin@example.com'",
    );
    expect(admin).toMatchObject({ name: 'Avery Admin', is_global_admin: 1, is_cloud_user: 1, premise_user: 0 });
    expect(await verifyPassword(demoPasswords.admin, admin.password_hash)).toBe(true);
    expect(one("SELECT is_cloud_user, is_global_admin, premise_user FROM users WHERE email = 'user@example.com'")).toEqual({
      is_cloud_user: 1,
      is_global_admin: 0,
      premise_user: 0,
    });

    const inspector = one<{ id: number; premise_user: number; email: string | null; password_hash: string }>(
      "SELECT * FROM users WHERE username = 'inspector'",
    );
    expect(inspector).toMatchObject({ premise_user: 1, email: null });
    expect(await verifyPassword(demoPasswords.inspector, inspector.password_hash)).toBe(true);
    expect(all('SELECT s.code FROM user_sites us JOIN sites s ON s.id = us.site_id WHERE us.user_id = ?', inspector.id)).toEqual([{ code: 'DAL' }]);
    expect(all<{ security: string }>('SELECT security FROM user_securities WHERE user_id = ? AND site_id = 1 ORDER BY security', inspector.id)).toEqual([
      { security: 'administration' },
      { security: 'condition_writer' },
    ]);

    const clerk = one<{ id: number; premise_user: number }>("SELECT * FROM users WHERE username = 'clerk'");
    expect(clerk.premise_user).toBe(1);
    expect(all('SELECT site_id FROM user_sites WHERE user_id = ?', clerk.id)).toEqual([{ site_id: 1 }]);
    expect(count(`SELECT count(*) FROM user_securities WHERE user_id = ${clerk.id}`)).toBe(0);

    expect(count('SELECT count(*) FROM users')).toBeGreaterThanOrEqual(14);
    expect(count('SELECT count(*) FROM users WHERE full_name IS NULL')).toBe(0);
    expect(count('SELECT count(*) FROM users u WHERE premise_user = 1 AND NOT EXISTS (SELECT 1 FROM user_sites s WHERE s.user_id = u.id)')).toBe(0);
  });

  it('stores no plaintext password anywhere it logs or keeps users', () => {
    const users = all<Record<string, unknown>>('SELECT * FROM users');
    const logs = all<{ request_content: string | null; request_headers: string | null }>('SELECT request_content, request_headers FROM api_logs');
    for (const password of Object.values(demoPasswords)) {
      for (const user of users) expect(JSON.stringify(user)).not.toContain(password);
      expect(logs.some((l) => l.request_content?.includes(password) || l.request_headers?.includes(password))).toBe(false);
    }
    for (const user of users) expect(String(user.password_hash)).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(count("SELECT count(*) FROM api_logs WHERE request_headers LIKE '%Authorization%' AND request_headers NOT LIKE '%Bearer ****%'")).toBe(0);
  });

  it('seeds the expected volumes', () => {
    expect(summary.counts).toMatchObject({
      vehicles: 4500,
      dealers: 300,
      gate_passes: 900,
      api_logs: 30_000,
      api_aavalidation_logs: 2000,
      api_spincar_logs: 2000,
      api_badge_logs: 2000,
      api_valuation_logs: 3000,
      flumbus_logs: 3000,
      tyre_brands: 72,
      condition_report_types: 2,
      vehicle_statuses: 9,
    });
    for (const site of [1, 2, 3]) {
      expect(count(`SELECT count(*) FROM vehicles WHERE site_id = ${site}`)).toBe(1500);
      expect(count(`SELECT count(*) FROM dealers WHERE site_id = ${site}`)).toBe(100);
    }
    const share = (sql: string) => count(sql) / 4500;
    expect(share('SELECT count(DISTINCT vehicle_id) FROM vehicle_images')).toBeGreaterThan(0.55);
    expect(share('SELECT count(DISTINCT vehicle_id) FROM vehicle_images')).toBeLessThan(0.65);
    expect(share('SELECT count(DISTINCT vehicle_id) FROM inspections')).toBeGreaterThan(0.3);
    expect(share('SELECT count(DISTINCT vehicle_id) FROM inspections')).toBeLessThan(0.4);
    expect(share('SELECT count(DISTINCT vehicle_id) FROM vehicle_positions')).toBeGreaterThan(0.2);
    expect(share('SELECT count(DISTINCT vehicle_id) FROM vehicle_location_history')).toBeGreaterThan(0.15);
    expect(summary.counts.announcements).toBeGreaterThanOrEqual(25);
    expect(summary.counts.art_items).toBeGreaterThanOrEqual(60);
    expect(summary.counts.configs).toBeGreaterThan(40);
    expect(summary.counts.mobile_builds).toBeGreaterThanOrEqual(40);
  });

  it('gives every vehicle a valid, unique 17-character VIN', () => {
    const vins = all<{ vin: string }>('SELECT vin FROM vehicles').map((r) => r.vin);
    for (const vin of vins) {
      expect(vin).toHaveLength(17);
      expect(isValidVin(vin), vin).toBe(true);
    }
    expect(new Set(vins).size).toBe(vins.length);
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
  });

  it('has vehicles in every read-only status at every site', () => {
    for (const site of [1, 2, 3]) {
      const statuses = all<{ s: number }>(`SELECT DISTINCT vehicle_status_id s FROM vehicles WHERE site_id = ${site}`).map((r) => r.s);
      expect(statuses).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 9]));
    }
    expect(count('SELECT count(*) FROM vehicles v JOIN dealers d ON d.dealer_id = v.seller_id WHERE d.site_id <> v.site_id')).toBe(0);
    expect(count("SELECT count(*) FROM vehicles WHERE guid IS NOT NULL AND (length(guid) <> 22 OR guid GLOB '*[^A-Za-z0-9_-]*')")).toBe(0);
  });

  it('has the 72 tyre brands with Off-brand as 72, and the tyre and wheel catalogue locations', () => {
    const brands = all<{ brand_id: number; brand: string }>('SELECT * FROM tyre_brands ORDER BY brand_id');
    expect(brands.map((b) => b.brand_id)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
    expect(brands[71]).toEqual({ brand_id: 72, brand: 'Off-brand' });
    expect(
      all("SELECT location_code FROM art_items WHERE kind = 'tire' ORDER BY location_code").map((r) => (r as { location_code: number }).location_code),
    ).toEqual([1290, 1300, 1310, 1320]);
    expect(
      all("SELECT location_code FROM art_items WHERE kind = 'wheel' ORDER BY location_code").map((r) => (r as { location_code: number }).location_code),
    ).toEqual([155, 305, 505, 655]);
  });

  it('only references valid catalogue combinations and keeps inspection totals consistent', () => {
    expect(
      count(
        `SELECT count(*) FROM inspection_items x WHERE NOT EXISTS (SELECT 1 FROM art_item_damages c WHERE c.item_id = x.item_code AND c.damage_id = x.damage_code)`,
      ),
    ).toBe(0);
    expect(
      count(`SELECT count(*) FROM inspection_items x WHERE severity_code IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM art_item_damage_severities c WHERE c.item_id = x.item_code AND c.damage_id = x.damage_code AND c.severity_id = x.severity_code)`),
    ).toBe(0);
    expect(
      count(`SELECT count(*) FROM inspections i WHERE condition_report_type_id = 1 AND abs(total_damages_cost -
        coalesce((SELECT sum(labor_cost + paint_cost + part_cost) FROM inspection_items x WHERE x.condition_report_id = i.condition_report_id), 0)) > 0.01`),
    ).toBe(0);
    expect(count('SELECT count(*) FROM inspections WHERE condition_report_type_id = 2 AND (original_report_id IS NULL OR approved_date IS NULL)')).toBe(0);
    expect(count('SELECT count(*) FROM inspections WHERE condition_report_type_id = 2')).toBeGreaterThan(0);
  });

  it('gives each approved report’s original the vehicle’s facts, kept at the approval; no other report keeps any (ADR 0089)', () => {
    const originals = `SELECT original_report_id FROM inspections WHERE condition_report_type_id = 2`;
    expect(count(`SELECT count(*) FROM inspections WHERE facts_kept_at IS NOT NULL`)).toBe(count(`SELECT count(*) FROM (${originals})`));
    expect(
      count(`SELECT count(*) FROM inspections o JOIN inspections a ON a.original_report_id = o.condition_report_id JOIN vehicles v ON v.vehicle_id = o.vehicle_id
        WHERE o.facts_kept_at IS NOT a.approved_date OR o.kept_keys_count IS NOT v.keys_count OR o.kept_drivable IS NOT v.drivable
          OR o.kept_body_type IS NOT v.body_type OR o.kept_body_style IS NOT v.body_style OR o.kept_tires IS NOT v.tires`),
    ).toBe(0);
  });

  it('gives each photographed vehicle exactly one main image, and writes the picture files', () => {
    expect(count('SELECT count(*) FROM (SELECT vehicle_id FROM vehicle_images GROUP BY vehicle_id HAVING sum(main_image) <> 1)')).toBe(0);
    expect(
      count("SELECT count(*) FROM vehicle_images WHERE vehicle_images_type_name = 'spin' AND image_file_path NOT LIKE 'https://spins.example.com/walk/%'"),
    ).toBe(0);
    const paths = all<{ image_file_path: string }>("SELECT DISTINCT image_file_path FROM vehicle_images WHERE vehicle_images_type_name = 'photo'");
    expect(paths.length).toBeGreaterThan(10);
    for (const { image_file_path } of paths) {
      expect(image_file_path).toMatch(/^seed\/car-\d\d\.png$/);
      expect(existsSync(join(photoDir, image_file_path))).toBe(true);
    }
    for (const code of ['DAL', 'ATL', 'PHX']) {
      const logo = readFileSync(join(photoDir, 'sites', code, 'auction_logo.png'));
      expect(logo.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  it('has the inspection feature flags globally and the site overrides', () => {
    for (const name of ['integration_autograde', 'mobile_grade_whole_numbers', 'mobile_inspection_severity_required', 'inspection_delete']) {
      expect(one("SELECT value_type FROM configs WHERE type = 'global' AND name = ?", name)).toEqual({ value_type: 'boolean' });
    }
    expect(one("SELECT value FROM configs WHERE type = 'site' AND type_id = 1 AND name = 'integration_autograde'")).toEqual({ value: 'true' });
  });

  it('holds the log rows the admin screens must survive: a body of megabytes, markup in JSON, XML, HTML and text', () => {
    const biggest = one<{ route: string; n: number; response_content_type: string }>(
      'SELECT route, length(response_content) AS n, response_content_type FROM api_logs ORDER BY n DESC LIMIT 1',
    );
    expect(biggest.n).toBeGreaterThan(3_500_000);
    expect(biggest.response_content_type).toBe('application/json');
    const markup = all<{ type: string }>(
      `SELECT coalesce(request_content_type, '') || ' ' || coalesce(response_content_type, '') AS type FROM api_logs
       WHERE request_content LIKE '%<img src=x onerror=%' OR response_content LIKE '%<script%' OR request_content LIKE '%<script%'`,
    ).map((row) => row.type);
    expect(markup.join(' ')).toMatch(/application\/json/);
    expect(markup.join(' ')).toMatch(/application\/xml/);
    expect(markup.join(' ')).toMatch(/text\/html/);
    expect(markup.join(' ')).toMatch(/text\/plain/);
    expect(count("SELECT count(*) FROM api_logs WHERE request_headers LIKE '%onerror=alert(1)%'")).toBe(1);
    expect(count("SELECT count(*) FROM api_badge_logs WHERE has_error = 1 AND error_message_text LIKE '%<script>%'")).toBe(1);
    expect(count("SELECT count(*) FROM flumbus_logs WHERE status = 'invalid' AND error_text LIKE '%<script>%'")).toBe(1);
    expect(
      count("SELECT count(*) FROM flumbus_logs WHERE destination_response_content_type = 'text/html' AND destination_response_code = 502"),
    ).toBeGreaterThan(0);
  });

  it('seeds the dashboard: one site up, one not reporting, one with its WAN down; the lane monitor running', () => {
    expect(all('SELECT code, is_wan_up, wan_first_down IS NOT NULL AS down FROM sites ORDER BY id')).toEqual([
      { code: 'DAL', is_wan_up: 1, down: 0 },
      { code: 'ATL', is_wan_up: 1, down: 0 },
      { code: 'PHX', is_wan_up: 0, down: 1 },
    ]);
    const [dal, atl] = all<{ last_heartbeat_at: string }>('SELECT last_heartbeat_at FROM sites ORDER BY id').map((row) => Date.parse(row.last_heartbeat_at));
    expect((dal ?? 0) - (atl ?? 0)).toBeGreaterThan(10 * 60_000);
    expect(one('SELECT running, action, last_action FROM lane_monitor_state WHERE id = 1')).toEqual({ running: 1, action: null, last_action: 'start' });
  });

  it('refuses a database that is not empty', async () => {
    await expect(seedDatabase(db, { scale: 1, photoDir })).rejects.toThrow(/empty database/);
  });

  it('dates the demo from the run: heartbeats minutes old, nothing later but the coming sales, the API log up to the reference', () => {
    const beats = all<{ code: string; last_heartbeat_at: string; wan_first_down: string | null }>(
      'SELECT code, last_heartbeat_at, wan_first_down FROM sites ORDER BY id',
    );
    const newest = Math.max(...beats.map((site) => Date.parse(site.last_heartbeat_at)));
    expect(newest).toBeLessThanOrEqual(seededAt);
    expect(newest).toBeGreaterThan(seededAt - MINUTE);
    const down = beats.find((site) => site.wan_first_down !== null);
    expect(seededAt - Date.parse(down?.wan_first_down ?? '')).toBeLessThan(HOUR);
    for (const [table, column] of datedColumns) {
      expect(count(`SELECT count(${column}) FROM ${table}`), `${table}.${column}`).toBeGreaterThan(0);
      expect(count(`SELECT count(*) FROM ${table} WHERE ${column} > '${new Date(seededAt).toISOString()}'`), `${table}.${column}`).toBe(0);
    }
    const reference = seedReference(seededAt);
    const lastCall = Date.parse(one<{ last: string }>('SELECT max(created_at) AS last FROM api_logs').last);
    expect(lastCall).toBeLessThanOrEqual(reference);
    expect(lastCall).toBeGreaterThan(reference - DAY);
    // The server keeps 30 days of the API log: about half of its 60 days of calls.
    expect(count(`SELECT count(*) FROM api_logs WHERE created_at >= '${new Date(seededAt - 30 * DAY).toISOString()}'`)).toBeGreaterThan(10_000);
  });

  it('has sales in the coming days and in every week of the previous month, whatever the day of the month', async () => {
    expectFreshSales(db, seededAt);
    // Seeded just before and at noon UTC on the first of a month: the reference is the month's last day, then its first.
    const now = new Date(seededAt);
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12);
    for (const at of [first - 1, first]) {
      const other = openDatabase(':memory:');
      try {
        await seedDatabase(other, { scale: 0.03, photoDir, seededAt: at });
        expectFreshSales(other, at);
      } finally {
        other.$client.close();
      }
    }
  });

  it('is deterministic: a second seed on the same day gives the same rows', async () => {
    const other = openDatabase(':memory:');
    try {
      // The last moment of the seed's day, hours from the first seed's run.
      await seedDatabase(other, { scale: 1, photoDir, seededAt: seedReference(seededAt) + DAY - 1 });
      expect(contentHash(other, hashedTables)).toBe(contentHash(db, hashedTables));
      // ... except the secret links, which no one can compute from the repository.
      const links = (target: Db) => target.$client.prepare('SELECT guid FROM vehicles WHERE guid IS NOT NULL ORDER BY vehicle_id').pluck().all();
      const [mine, theirs] = [links(db), links(other)];
      expect(mine.length).toBe(theirs.length);
      expect(mine.filter((guid, i) => guid === theirs[i])).toEqual([]);
    } finally {
      other.$client.close();
    }
  });
});
