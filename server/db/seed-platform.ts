/** Platform rows: sites, users and their site securities, configuration values and mobile builds. */
import type Database from 'better-sqlite3';
import { hashPassword } from '../auth/password.ts';
import { DAY, iso, MINUTE, RowWriter, type SiteInfo, type UserInfo } from './seed-context.ts';
import { globalConfigs, siteConfigValues } from './seed-data/configs.ts';
import { buildBranches, buildNotes } from './seed-data/platform.ts';
import { siteDefinitions } from './seed-data/sites.ts';
import { demoPasswords, userDefinitions, type PasswordKey } from './seed-data/users.ts';
import { pickWeighted, type Rng } from './seed-random.ts';

/** Minutes the PHX WAN link has been down when the seed runs. */
const WAN_DOWN_MINUTES = 47;
/** Minutes since ATL's on-premise server last reported (its WAN is up) when the seed runs: the dashboard's "not updated". */
const STALE_HEARTBEAT_MINUTES = 26;

/** The sites, with heartbeats minutes old at the seed's run (`seededAt`); the rest dated from the reference. */
export function seedSites(sqlite: Database.Database, reference: number, seededAt: number): SiteInfo[] {
  const rows = new RowWriter(sqlite, 'sites', [
    'id',
    'code',
    'name',
    'desc',
    'cubed_company_id',
    'dbhost',
    'dbport',
    'gps_lat',
    'gps_lng',
    'ip_primary',
    'account_name',
    'timezone',
    'public_photos_enabled',
    'is_wan_up',
    'wan_first_down',
    'last_heartbeat_at',
    'created_at',
    'updated_at',
  ]);
  for (const s of siteDefinitions) {
    const wanDown = s.code === 'PHX';
    const heartbeat = wanDown
      ? seededAt - (WAN_DOWN_MINUTES + 1) * MINUTE
      : s.code === 'ATL'
        ? seededAt - STALE_HEARTBEAT_MINUTES * MINUTE
        : seededAt - 20_000 - s.id * 7_000;
    rows.add(
      s.id,
      s.code,
      s.name,
      s.desc,
      s.cubedCompanyId,
      s.dbhost,
      1433,
      s.gpsLat,
      s.gpsLng,
      s.ipPrimary,
      s.accountName,
      s.timezone,
      s.code === 'PHX' ? 0 : 1,
      wanDown ? 0 : 1,
      wanDown ? iso(seededAt - WAN_DOWN_MINUTES * MINUTE) : null,
      iso(heartbeat),
      iso(reference - (1100 - s.id * 40) * DAY),
      iso(reference - (30 + s.id * 11) * DAY),
    );
  }
  return siteDefinitions.map((def) => ({ id: def.id, code: def.code, def }));
}

/** Users, with each distinct demo password hashed once (scrypt is deliberately slow). */
export async function hashDemoPasswords(): Promise<Record<PasswordKey, string>> {
  const keys = Object.keys(demoPasswords) as PasswordKey[];
  const hashes = await Promise.all(keys.map((key) => hashPassword(demoPasswords[key])));
  return Object.fromEntries(keys.map((key, i) => [key, hashes[i] ?? ''])) as Record<PasswordKey, string>;
}

export function seedUsers(sqlite: Database.Database, sites: readonly SiteInfo[], hashes: Record<PasswordKey, string>, reference: number): UserInfo[] {
  const users = new RowWriter(sqlite, 'users', [
    'id',
    'name',
    'full_name',
    'email',
    'username',
    'password_hash',
    'premise_user',
    'is_global_admin',
    'is_cloud_user',
    'created_at',
    'updated_at',
  ]);
  const userSites = new RowWriter(sqlite, 'user_sites', ['user_id', 'site_id', 'sort_order']);
  const securities = new RowWriter(sqlite, 'user_securities', ['user_id', 'site_id', 'security']);
  const siteId = (code: string) => {
    const site = sites.find((s) => s.code === code);
    if (!site) throw new Error(`unknown site ${code}`);
    return site.id;
  };
  return userDefinitions.map((u, index) => {
    const id = index + 1;
    const created = reference - (700 - index * 23) * DAY;
    users.add(
      id,
      u.name,
      u.name,
      u.email,
      u.username,
      hashes[u.password],
      u.premise_user,
      u.is_global_admin,
      u.is_cloud_user,
      iso(created),
      iso(created + (index % 5) * 31 * DAY),
    );
    const held = u.sites.map(([code, list], order) => {
      userSites.add(id, siteId(code), order);
      for (const security of list) securities.add(id, siteId(code), security);
      return { siteId: siteId(code), securities: list };
    });
    return { id, name: u.name, username: u.username, email: u.email, premise: u.premise_user === 1, isAdmin: u.is_global_admin === 1, sites: held };
  });
}

export function seedConfigs(sqlite: Database.Database, sites: readonly SiteInfo[], reference: number): void {
  const rows = new RowWriter(sqlite, 'configs', ['id', 'name', 'description', 'type', 'type_id', 'value_type', 'value', 'created_at', 'updated_at']);
  let id = 0;
  const created = iso(reference - 400 * DAY);
  for (const c of globalConfigs) {
    id++;
    rows.add(id, c.name, c.description, 'global', null, c.value_type, c.value, created, iso(reference - ((id * 37) % 300) * DAY));
  }
  for (const site of sites) {
    for (const [name, value] of Object.entries(siteConfigValues[site.code] ?? {})) {
      const global = globalConfigs.find((c) => c.name === name);
      if (!global) throw new Error(`site config ${name} has no global row`);
      id++;
      rows.add(
        id,
        name,
        global.description,
        'site',
        site.id,
        global.value_type,
        value,
        iso(reference - (200 - id) * DAY),
        iso(reference - ((id * 13) % 120) * DAY),
      );
    }
  }
}

/**
 * About 40 mobile builds over the ten months before the reference's, each named after its month
 * (`2026.10.3`: October's third); each month's last build is promoted to production from master.
 */
export function seedMobileBuilds(sqlite: Database.Database, rng: Rng, reference: number): void {
  const rows = new RowWriter(sqlite, 'mobile_builds', [
    'id',
    'build',
    'environment',
    'is_production',
    'ios_version',
    'android_version',
    'android_filename',
    'branch',
    'notes',
    'created_at',
  ]);
  let id = 0;
  let buildNumber = 380;
  const now = new Date(reference);
  for (let month = 0; month < 10; month++) {
    // The month's first day (Date.UTC rolls a month before January back into the year before).
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 10 + month, 1));
    const release = `${first.getUTCFullYear()}.${first.getUTCMonth() + 1}`;
    const perMonth = month % 3 === 0 ? 5 : 4;
    for (let n = 1; n <= perMonth; n++) {
      const build = `${release}.${n}`;
      const production = n === perMonth;
      const environment = production
        ? 'production'
        : pickWeighted(rng, [
            ['development', 3],
            ['test', 2],
            ['qa', 2],
          ] as const);
      const branch = production
        ? 'master'
        : environment === 'qa'
          ? `release/${release}`
          : pickWeighted(
              rng,
              buildBranches.filter(([b]) => b !== 'master'),
            );
      const created = Date.UTC(
        first.getUTCFullYear(),
        first.getUTCMonth(),
        1 + Math.round(((n - 1) * 26) / perMonth) + rng.int(0, 2),
        rng.int(14, 23),
        rng.int(0, 59),
      );
      buildNumber += rng.int(3, 11);
      id++;
      rows.add(
        id,
        build,
        environment,
        production ? 1 : 0,
        `${build} (${buildNumber})`,
        `${build}.${buildNumber}`,
        `lot-console-${build}-${environment}.apk`,
        branch,
        rng.chance(0.8) ? rng.sample(buildNotes, rng.int(1, 3)).join('; ') : null,
        iso(created),
      );
    }
  }
}
