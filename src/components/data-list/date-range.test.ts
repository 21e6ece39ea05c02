/**
 * The date range filters of the log lists (ADR 0031): a day in the URL, read on the device's
 * clock, sent as the engine's gte / lt bounds; anything that is not a whole real day is "off".
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListQuery } from '@/api/list-query';
import { dateRangeFilters, defineListState, parseDay } from './list-definition';
import { toListQuery } from './list-state';

const logs = defineListState({ id: 'logs', noun: 'logs', defaultPageSize: 10, filters: { ...dateRangeFilters({ label: 'Created', field: 'created_at' }) } });

describe('date range filters', () => {
  beforeEach(() => {
    // Node applies a new TZ to Date at once: a day in Dallas starts at 05:00 or 06:00 UTC.
    vi.stubEnv('TZ', 'America/Chicago');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('sends from the start of the first day to the start of the day after the last, on the device clock', () => {
    const search = v.parse(logs.search, { from: '2026-11-01', to: '2026-11-03' });
    const query = decodeURIComponent(buildListQuery(toListQuery(logs, search)).toString());
    // 1 November is still daylight time (UTC-5); 4 November standard time (UTC-6).
    expect(query).toContain('filters[0]=created_at|gte|2026-11-01T05:00:00.000Z');
    expect(query).toContain('filters[1]=created_at|lt|2026-11-04T06:00:00.000Z');
  });

  it('reads only whole, real days from the URL (a bad one leaves the filter off)', () => {
    expect(parseDay('2026-11-01')).toBe('2026-11-01');
    for (const bad of ['2026-02-30', '0202-11-01', '2026-11-1', 'yesterday', 20261101, '', undefined]) expect(parseDay(bad)).toBeUndefined();
    const search = v.parse(logs.search, { from: 'soon', to: '2026-13-01' });
    expect(search.from).toBeUndefined();
    expect(toListQuery(logs, search).filters).toEqual([]);
  });
});
