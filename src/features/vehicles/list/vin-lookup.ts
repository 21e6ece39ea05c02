/**
 * What the "Go to vehicle" box does with what it was given (issue 41, ADR 0085): a last 6 of a
 * VIN, or a whole VIN (typed, pasted, or sent by a keyboard-wedge scanner), checked by the VIN
 * rule of src/contract/vin.ts before it is used; and where a whole VIN's vehicle is found:
 *
 * - **online**, through the API: the vehicles list's own read of the site, filtered by the list's
 *   search (`q`, which matches the VIN exactly), so the filtered list's first page is loaded too;
 *   only rows with exactly that VIN count;
 * - **offline** (or when the read gets no answer), in what this device has seen: the vehicles
 *   opened (the persisted `['vehicle', id]` queries) and the rows of the vehicles list pages read
 *   at this site (`['vehicles', site, …]`), both in the query cache that query-persistence.ts
 *   restores at start-up.
 *
 * React-free, so that the rules are tested on their own.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '@/api/api-error';
import { listKey, listPageOptions } from '@/components/data-list/list-read';
import type { Paged } from '@/contract/paged';
import type { VehicleFull, VehicleListRow } from '@/contract/vehicles';
import { normaliseVin, parseVin, vinCharacterProblem } from '@/contract/vin';
import { isOnline } from '@/offline/connection';
import { vehicleKeys } from '../queries';
import { vehicleList } from './vehicle-list';

const LAST6_LENGTH = 6;

export const vinBoxTexts = {
  name: 'VIN or last 6',
  enter: 'Enter the last 6 characters of the VIN, or the whole VIN',
  wholeOrLast6: 'Enter the whole VIN or its last 6',
  notFound: (vin: string) => `No vehicle with the VIN ${vin} at this site`,
  notSeenOffline: 'No connection: this vehicle has not been seen on this device yet. It needs the connection once.',
} as const;

/** What was typed into the box: a last 6 to search, a whole VIN to look up, or why it is neither. */
export type VinBoxEntry = { kind: 'last6'; last6: string } | { kind: 'vin'; vin: string } | { kind: 'refused'; message: string };

export function readVinBoxEntry(text: string): VinBoxEntry {
  const typed = normaliseVin(text);
  if (typed.length < LAST6_LENGTH) return { kind: 'refused', message: vinBoxTexts.enter };
  if (typed.length === LAST6_LENGTH) {
    const problem = vinCharacterProblem(typed);
    return problem === null ? { kind: 'last6', last6: typed } : { kind: 'refused', message: problem };
  }
  const parsed = parseVin(typed);
  if (parsed.ok) return { kind: 'vin', vin: parsed.vin };
  return { kind: 'refused', message: parsed.problem === 'length' ? `${parsed.message}. ${vinBoxTexts.wholeOrLast6}` : parsed.message };
}

/** Where a whole VIN leads: one vehicle, several (the list filtered by it), none, or a read that failed otherwise than for want of a connection. */
export type VinLookup = { found: 'one'; vehicleId: number } | { found: 'several' } | { found: 'none'; offline: boolean } | { found: 'error'; error: unknown };

/** The list's state filtered by a VIN: its search box's filter, as the list's URL holds it. */
export function vinListSearch(vin: string) {
  return v.parse(vehicleList.search, { q: vin });
}

function verdict(vehicleIds: number[], offline: boolean): VinLookup {
  const ids = [...new Set(vehicleIds)];
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) return { found: 'one', vehicleId: only };
  return ids.length > 1 ? { found: 'several' } : { found: 'none', offline };
}

/** The vehicles with this VIN that this device has seen at the site: opened, or in a page of the vehicles list. */
export function seenVehicleIds(queryClient: QueryClient, vin: string, siteCode: string | null): number[] {
  const ids = new Set<number>();
  for (const [, vehicle] of queryClient.getQueriesData<VehicleFull>({ queryKey: vehicleKeys.all })) {
    const site = vehicle?.install_info?.site_code;
    if (vehicle?.vin === vin && !(site && siteCode && site !== siteCode)) ids.add(vehicle.vehicle_id);
  }
  for (const [, page] of queryClient.getQueriesData<Paged<VehicleListRow>>({ queryKey: listKey(vehicleList, siteCode) })) {
    for (const row of page?.data ?? []) if (row.vin === vin) ids.add(row.vehicle_id);
  }
  return [...ids];
}

/** Finds a whole, valid VIN's vehicle at the site: through the API when there is a connection, else among what the device has seen. */
export async function lookUpVin(queryClient: QueryClient, vin: string, siteCode: string | null): Promise<VinLookup> {
  if (isOnline()) {
    try {
      // Asked once, now: a read that gets no answer is not retried or paused, the device's copy answers instead.
      const page = await queryClient.fetchQuery({ ...listPageOptions(vehicleList, vinListSearch(vin), siteCode), retry: false, networkMode: 'always' });
      return verdict(
        page.data.filter((row) => row.vin === vin).map((row) => row.vehicle_id),
        false,
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) return { found: 'error', error };
    }
  }
  return verdict(seenVehicleIds(queryClient, vin, siteCode), true);
}
