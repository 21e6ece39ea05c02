/**
 * Shared pieces of the seed: the fixed reference time, time helpers, the bulk row writer
 * and the in-memory descriptions of seeded rows that later steps refer to.
 */
import type Database from 'better-sqlite3';
import type { SiteDefinition } from './seed-data/sites.ts';

/** Every seeded timestamp is relative to this instant, never to the clock. */
export const REFERENCE_MS = Date.UTC(2026, 10, 1, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * How far the API log's calls move forward in time: the whole days from REFERENCE_MS to the
 * seed's run. The API log is the one seeded table the server prunes by the clock
 * (API_LOG_MAX_AGE_DAYS, 30 days): dated from REFERENCE_MS alone, a database seeded a month
 * later would lose every seeded call at its first start. Whole days keep each call's hour and
 * the log's weekly shape, and the seed stays deterministic for a given day.
 */
export function apiLogShift(seededAt: number): number {
  return Math.max(0, Math.floor((seededAt - REFERENCE_MS) / DAY)) * DAY;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function isoDate(ms: number): string {
  return iso(ms).slice(0, 10);
}

export type Cell = string | number | bigint | Buffer | null;

/**
 * Inserts rows through one prepared statement. Call inside a transaction; values must be
 * SQLite-bindable (numbers for flags, null rather than undefined).
 */
export class RowWriter {
  private readonly statement: Database.Statement<Cell[]>;
  count = 0;

  constructor(sqlite: Database.Database, table: string, columns: readonly string[]) {
    const names = columns.map((c) => `"${c}"`).join(', ');
    const marks = columns.map(() => '?').join(', ');
    this.statement = sqlite.prepare<Cell[]>(`INSERT INTO "${table}" (${names}) VALUES (${marks})`);
  }

  add(...values: Cell[]): void {
    this.statement.run(...values);
    this.count++;
  }
}

/** Runs `work` in one transaction. */
export function inTransaction<T>(sqlite: Database.Database, work: () => T): T {
  return sqlite.transaction(work)();
}

export interface SiteInfo {
  id: number;
  code: string;
  def: SiteDefinition;
}

export interface UserInfo {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
  premise: boolean;
  isAdmin: boolean;
  /** Site ids with the securities held there. */
  sites: readonly { siteId: number; securities: readonly string[] }[];
}

export interface RepInfo {
  id: number;
  auctionAccess: string;
  cubedId: number;
  name: string;
}

export interface DealerInfo {
  id: number;
  siteId: number;
  num: string;
  name: string;
  auctionAccess: string;
  cubedId: number;
  reps: RepInfo[];
}

export interface AuctionInfo {
  id: number;
  siteId: number;
  ms: number;
  eventName: string;
}

export interface VehicleInfo {
  id: number;
  siteId: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  status: number;
  receivedMs: number;
  mileage: number;
  bodyCode: string;
  /** Pool photo (relative path) used for this vehicle's pictures. */
  photo: string;
  /** Secret link id of the public pages, or null. */
  guid: string | null;
}

/** Users of a site holding `security` (or any premise user of the site when null). */
export function siteStaff(users: readonly UserInfo[], siteId: number, security: string | null): UserInfo[] {
  return users.filter((u) => u.premise && u.sites.some((s) => s.siteId === siteId && (security == null || s.securities.includes(security))));
}

export function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The list for `key`, which the seed guarantees exists. */
export function must<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: nothing for ${String(key)}`);
  return value;
}

/** Scaled count, at least `min`. */
export function scaled(base: number, scale: number, min = 1): number {
  return Math.max(min, Math.round(base * scale));
}
