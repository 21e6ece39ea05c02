/**
 * Shared pieces of the seed: the instant its rows are dated from, time helpers, the bulk row
 * writer and the in-memory descriptions of seeded rows that later steps refer to.
 */
import type Database from 'better-sqlite3';
import type { SiteDefinition } from './seed-data/sites.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The instant a seed run at `seededAt` dates its rows from: the most recent 12:00 UTC at or
 * before it. Every seeded time is this reference plus or minus a fixed span, never the clock,
 * so the demo is as fresh as the day it is seeded (sales in the coming days, the last months
 * full of them) and the seeds of one day are the same rows. Whole days from a fixed noon keep
 * each row's hour of day and the weekly shapes (sale weekdays, the busy hours of the API log).
 * Only what a dashboard shows as minutes old is dated from `seededAt` itself (seed.ts).
 */
export function seedReference(seededAt: number): number {
  return Math.floor((seededAt - 12 * HOUR) / DAY) * DAY + 12 * HOUR;
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
