import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reportSearch, requestedReport, servnetSearch } from './servnet-search';

const read = (raw: Record<string, unknown>) => v.parse(servnetSearch, raw);

describe('Servnet report URL', () => {
  it('reads a site and two real days, and asks for that report', () => {
    const search = read({ site: 1, start: '2026-10-01', end: '2026-10-31' });
    expect(search).toEqual({ site: 1, start: '2026-10-01', end: '2026-10-31' });
    expect(requestedReport(search)).toEqual({ site: '1', start: '2026-10-01', end: '2026-10-31' });
    expect(read({ site: '3', start: '2026-06-01', end: '2026-06-30' }).site).toBe(3);
  });

  it('drops each bad value on its own, and asks for nothing until all three are there', () => {
    const search = read({ site: 'DAL', start: '2026-02-30', end: '2026-10-31' });
    expect(search).toEqual({ site: undefined, start: undefined, end: '2026-10-31' });
    expect(requestedReport(search)).toBeNull();
    expect(read({ site: 0 }).site).toBeUndefined();
    expect(read({ site: 1.5 }).site).toBeUndefined();
  });

  it('writes the site id as a number, as the URL holds it', () => {
    expect(reportSearch({ site: '2', start: '2026-10-01', end: '2026-10-31' })).toEqual({ site: 2, start: '2026-10-01', end: '2026-10-31' });
  });
});
