/**
 * The Servnet report over HTTP on the seeded simulcast data: the seven figures for a site and
 * a date range, checked against the stored sales and attendance; the date and site
 * validation; the site's local days; and non-admins refused.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ServnetReport } from '../../src/contract/servnet-report.ts';
import { seedReference } from '../db/seed-context.ts';
import { type ApiCalls, refusal, startAdminApi } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';
import { localMidnight, parseDay } from './reporting.ts';

let server: TestServer, calls: ApiCalls, admin: string, inspector: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector } = await startAdminApi());
});
afterAll(() => server.close());

/** The instant the seeded rows are dated from: the months below count from its month. */
const reference = new Date(seedReference(inject('seededAt')));

/** The days (YYYY-MM-DD) from the first of the month `from` months after the reference's to the last of the month `to` months after it. */
function months(from: number, to: number): [string, string] {
  const [year, month] = [reference.getUTCFullYear(), reference.getUTCMonth()];
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return [day(Date.UTC(year, month + from, 1)), day(Date.UTC(year, month + to + 1, 0))];
}

const report = async (siteId: number | string, start: string, end: string) =>
  v.parse(ServnetReport, await calls.one(`/v3/reporting/servnet/site/${siteId}/start/${start}/end/${end}`, admin));

/**
 * The figures straight from the tables, by UTC calendar day: the seeded sales and check-ins
 * happen between morning and evening local time, so the site's local days give the same rows.
 */
function expected(siteId: number, start: string, end: string) {
  const day = (column: string) => `substr(${column}, 1, 10) BETWEEN ? AND ?`;
  const sales = calls.row<{ offered: number; inlane: number; online: number; buyers: number }>(
    `SELECT count(*) AS offered, coalesce(sum(sold_channel = 'inlane'), 0) AS inlane, coalesce(sum(sold_channel = 'online'), 0) AS online,
            count(DISTINCT buyer_dealer_id) AS buyers
     FROM auction_sales WHERE site_id = ? AND is_simulcast = 1 AND ${day('offered_at')}`,
    siteId,
    start,
    end,
  );
  const people = calls.row<{ attendees: number; bidders: number }>(
    `SELECT count(DISTINCT dealer_id) AS attendees, count(DISTINCT CASE WHEN bids > 0 THEN dealer_id END) AS bidders
     FROM auction_attendance WHERE site_id = ? AND ${day('attended_at')}`,
    siteId,
    start,
    end,
  );
  return { ...sales, ...people };
}

describe('GET /v3/reporting/servnet/site/{siteId}/start/{date}/end/{date}', () => {
  it('computes the seven figures of the previous month for a site', async () => {
    const [start, end] = months(-1, -1);
    const result = await report(1, start, end);
    const want = expected(1, start, end);
    expect(want.offered).toBeGreaterThan(100);
    expect(result.data).toEqual({
      Sim_Offered: want.offered,
      Sim_Sold_Inlane: want.inlane,
      Sim_Sold_Online: want.online,
      Sim_Success_PC: Math.round(((want.inlane + want.online) / want.offered) * 10_000) / 100,
      Unique_Attendees: want.attendees,
      Unique_Bidders: want.bidders,
      Unique_Buyers: want.buyers,
    });
    expect(result.data.Sim_Success_PC).toBeGreaterThan(0);
    expect(result.data.Sim_Success_PC).toBeLessThan(100);
    expect(result.meta).toEqual({ site_id: 1, site_code: 'DAL', start, end, timezone: 'America/Chicago', include_online: true });
  });

  it('covers the given days only, both included, per site', async () => {
    const saleDay = String(calls.scalar('SELECT substr(offered_at, 1, 10) FROM auction_sales WHERE site_id = 2 ORDER BY offered_at DESC LIMIT 1'));
    const oneDay = await report(2, saleDay, saleDay);
    expect(oneDay.data.Sim_Offered).toBe(expected(2, saleDay, saleDay).offered);
    expect(oneDay.data.Sim_Offered).toBeGreaterThan(0);
    const year = await report(3, ...months(-12, -1));
    expect(year.data.Sim_Offered).toBe(expected(3, ...months(-12, -1)).offered);
    expect(year.data.Sim_Offered).toBeGreaterThan(oneDay.data.Sim_Offered);
  });

  it('answers zeros and no percentage where nothing was offered', async () => {
    const empty = await report(1, '2020-01-01', '2020-01-31');
    expect(empty.data).toEqual({
      Sim_Offered: 0,
      Sim_Sold_Inlane: 0,
      Sim_Sold_Online: 0,
      Sim_Success_PC: null,
      Unique_Attendees: 0,
      Unique_Bidders: 0,
      Unique_Buyers: 0,
    });
  });

  it("leaves online sales out of the success rate while the site's servnet_include_online is off", async () => {
    const created = await calls.send('POST', '/v3/admin/config', admin, { name: 'servnet_include_online', type: 'site', type_id: 2, value: false });
    expect(created.status).toBe(201);
    const result = await report(2, ...months(-2, -1));
    const want = expected(2, ...months(-2, -1));
    expect(result.meta.include_online).toBe(false);
    expect(result.data.Sim_Sold_Online).toBe(want.online);
    expect(result.data.Sim_Success_PC).toBe(Math.round((want.inlane / want.offered) * 10_000) / 100);
  });

  it('refuses bad dates, a start after the end and bad sites with a clear message', async () => {
    const cases: [string, number, string][] = [
      ['1/start/2026-10-31/end/2026-10-01', 400, 'start must be on or before end'],
      ['1/start/2026-10-1/end/2026-10-31', 400, 'start must be a date as YYYY-MM-DD'],
      ['1/start/2026-10-01/end/31-10-2026', 400, 'end must be a date as YYYY-MM-DD'],
      ['1/start/2026-02-30/end/2026-03-31', 400, 'start is not a valid date: 2026-02-30'],
      ['1/start/2026-10-01/end/2026-13-01', 400, 'end is not a valid date: 2026-13-01'],
      // A real day, out of what the report's stamps can compare (9999-12-31 answered zeros for every sale).
      ['1/start/1969-12-31/end/2026-10-31', 400, 'start must be 1970-01-01 or later'],
      ['1/start/2026-10-01/end/9999-12-31', 400, 'end must be 9998-12-31 or earlier'],
      ['DAL/start/2026-10-01/end/2026-10-31', 400, 'siteId must be a positive whole number (the site id)'],
      ['0/start/2026-10-01/end/2026-10-31', 400, 'siteId must be a positive whole number (the site id)'],
      ['99/start/2026-10-01/end/2026-10-31', 404, 'No site with id 99'],
    ];
    for (const [path, status, message] of cases) {
      expect(await refusal(await server.call(`/v3/reporting/servnet/site/${path}`, { token: admin })), path).toEqual([status, message]);
    }
    expect((await server.call('/v3/reporting/servnet/site/1/start/2026-10-01', { token: admin })).status).toBe(404);
  });

  it('is for global admins only', async () => {
    expect(await refusal(await server.call('/v3/reporting/servnet/site/1/start/2026-10-01/end/2026-10-31', { token: inspector }))).toEqual([
      403,
      'Not Authorized',
    ]);
    expect((await server.call('/v3/reporting/servnet/site/1/start/2026-10-01/end/2026-10-31')).status).toBe(401);
  });
});

describe("the site's local days", () => {
  it('parses real calendar days only', () => {
    expect(parseDay('2026-02-28', 'start')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDay('2028-02-29', 'start')).toBe(Date.UTC(2028, 1, 29));
    expect(() => parseDay('2026-02-29', 'start')).toThrow('start is not a valid date: 2026-02-29');
    expect(() => parseDay('2026-1-01', 'end')).toThrow('end must be a date as YYYY-MM-DD');
  });

  it("starts a day at the site's midnight, across daylight-saving changes", () => {
    const at = (day: string, zone: string) => new Date(localMidnight(parseDay(day, 'day'), zone)).toISOString();
    expect(at('2026-10-01', 'America/Chicago')).toBe('2026-10-01T05:00:00.000Z');
    expect(at('2026-12-01', 'America/Chicago')).toBe('2026-12-01T06:00:00.000Z');
    expect(at('2026-03-08', 'America/Chicago')).toBe('2026-03-08T06:00:00.000Z');
    expect(at('2026-03-09', 'America/Chicago')).toBe('2026-03-09T05:00:00.000Z');
    expect(at('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(at('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(at('2026-07-01', 'America/Phoenix')).toBe('2026-07-01T07:00:00.000Z');
    expect(at('2026-07-01', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
  });
});
