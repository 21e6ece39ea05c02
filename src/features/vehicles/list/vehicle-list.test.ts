import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { vehicleList, vehiclesRouteSearch } from './vehicle-list';

describe('the vehicles route’s search', () => {
  it('holds the list’s state and scan=true, the top bar’s Scan VIN (ADR 0093)', () => {
    expect(v.parse(vehiclesRouteSearch, { scan: true, last6: 'ABC123', page: 2 })).toEqual({
      ...v.parse(vehicleList.search, { last6: 'ABC123', page: 2 }),
      scan: true,
    });
  });

  it('reads any other scan as none, and always holds the key, so that the router drops a bad raw value', () => {
    for (const scan of ['true', 1, 'yes', false, null, ['true']]) expect(v.parse(vehiclesRouteSearch, { scan }).scan).toBeUndefined();
    expect(Object.keys(v.parse(vehiclesRouteSearch, {}))).toContain('scan');
  });
});
