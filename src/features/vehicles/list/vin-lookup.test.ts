import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOptions } from '@/components/data-list/list-read';
import type { VehicleFull, VehicleListRow } from '@/contract/vehicles';
import { vinCheckDigitMessage } from '@/contract/vin';
import { vehicleKeys } from '../queries';
import { vehicleList } from './vehicle-list';
import { lookUpVin, readVinBoxEntry, seenVehicleIds, vinBoxTexts, vinListSearch } from './vin-lookup';

const vin = '1HGCM82633A004352';
const other = '1M8GDM9AXKP042788';

const row = (vehicleId: number, rowVin: string): VehicleListRow => ({ vehicle_id: vehicleId, vin: rowVin, inspections: [] });
const page = (rows: VehicleListRow[]) => ({ data: rows, current_page: 1, per_page: 10, total: rows.length });
const vehicle = (vehicleId: number, vehicleVin: string, siteCode: string): VehicleFull => ({
  vehicle_id: vehicleId,
  vin: vehicleVin,
  vehicle_positions: [],
  public_photos_enabled: 0,
  install_info: { site_code: siteCode },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("what the 'Go to vehicle' box takes", () => {
  it('a last 6 or a whole VIN, however it arrives: lower case, spaces and the line break of a scanner', () => {
    expect(readVinBoxEntry(' 004352 ')).toEqual({ kind: 'last6', last6: '004352' });
    expect(readVinBoxEntry(`${vin.toLowerCase()}\n`)).toEqual({ kind: 'vin', vin });
    expect(readVinBoxEntry(`  ${vin.slice(0, 8)} ${vin.slice(8)}\r\n`)).toEqual({ kind: 'vin', vin });
  });

  it('refuses anything else with the reason, and never turns a whole VIN into its first 6', () => {
    expect(readVinBoxEntry('')).toEqual({ kind: 'refused', message: vinBoxTexts.enter });
    expect(readVinBoxEntry('12')).toEqual({ kind: 'refused', message: vinBoxTexts.enter });
    expect(readVinBoxEntry('0O4352')).toEqual({ kind: 'refused', message: 'A VIN has no letter O: the 2nd character may be a 0' });
    expect(readVinBoxEntry(vin.slice(0, 12))).toEqual({ kind: 'refused', message: 'A VIN has 17 characters; this has 12. Enter the whole VIN or its last 6' });
    expect(readVinBoxEntry(`${vin}9`)).toEqual({ kind: 'refused', message: 'A VIN has 17 characters; this has 18. Enter the whole VIN or its last 6' });
    // One character misread (the 5th, M as N): the check digit no longer matches.
    expect(readVinBoxEntry('1HGCN82633A004352')).toEqual({ kind: 'refused', message: vinCheckDigitMessage });
  });
});

describe('where a whole VIN finds its vehicle', () => {
  it('offline: among the vehicles opened at this site and the rows of the list pages read at this site', () => {
    const client = new QueryClient();
    client.setQueryData(vehicleKeys.vehicle(7), vehicle(7, vin, 'DAL'));
    client.setQueryData(vehicleKeys.vehicle(8), vehicle(8, other, 'DAL'));
    expect(seenVehicleIds(client, vin, 'DAL')).toEqual([7]);

    client.setQueryData(listPageOptions(vehicleList, vinListSearch(other), 'DAL').queryKey, page([row(8, other)]));
    client.setQueryData(listPageOptions(vehicleList, vinListSearch('004352'), 'DAL').queryKey, page([row(9, other.replace(/.$/, '3')), row(7, vin)]));
    expect(seenVehicleIds(client, vin, 'DAL')).toEqual([7]);
    expect(seenVehicleIds(client, other, 'DAL')).toEqual([8]);
  });

  it("offline: not another site's vehicles the device saw (a user of two sites)", () => {
    const client = new QueryClient();
    client.setQueryData(vehicleKeys.vehicle(7), vehicle(7, vin, 'FTW'));
    client.setQueryData(listPageOptions(vehicleList, vinListSearch(vin), 'FTW').queryKey, page([row(7, vin)]));
    expect(seenVehicleIds(client, vin, 'DAL')).toEqual([]);
    expect(seenVehicleIds(client, vin, 'FTW')).toEqual([7]);
  });

  it('offline: one vehicle seen opens it, none says the device has not seen it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(vehicleKeys.vehicle(7), vehicle(7, vin, 'DAL'));
    expect(await lookUpVin(client, vin, 'DAL')).toEqual({ found: 'one', vehicleId: 7 });
    expect(await lookUpVin(client, other, 'DAL')).toEqual({ found: 'none', offline: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("online: the list's read of the site filtered by the VIN; only rows with exactly that VIN count", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const asked = decodeURIComponent(new URL(url).search);
      // A stock number that happens to equal the VIN is in the search's answer, and is not the vehicle.
      if (asked.includes(vin)) return Response.json(page([row(3, other), row(7, vin)]));
      return Response.json(page([]));
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    expect(await lookUpVin(client, vin, 'DAL')).toEqual({ found: 'one', vehicleId: 7 });
    const asked = decodeURIComponent(new URL(String(fetchMock.mock.calls[0]?.[0])).search);
    expect(asked).toContain(`vin|eq|${vin}`);
    expect(asked).toContain('site=DAL');
    expect(await lookUpVin(client, other, 'DAL')).toEqual({ found: 'none', offline: false });
  });

  it('online: two vehicles with the VIN (one consigned again) lead to the list filtered by it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(page([row(7, vin), row(12, vin)]))),
    );
    expect(await lookUpVin(new QueryClient(), vin, 'DAL')).toEqual({ found: 'several' });
  });

  it("a read that gets no answer falls back to the device's copy at once; a server's refusal is the list's to show", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const client = new QueryClient();
    client.setQueryData(vehicleKeys.vehicle(7), vehicle(7, vin, 'DAL'));
    expect(await lookUpVin(client, vin, 'DAL')).toEqual({ found: 'one', vehicleId: 7 });
    expect(await lookUpVin(client, other, 'DAL')).toEqual({ found: 'none', offline: true });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'Server Error' } }, { status: 500 })),
    );
    expect(await lookUpVin(client, other, 'DAL')).toMatchObject({ found: 'error' });
  });
});
