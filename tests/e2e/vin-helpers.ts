/** Helpers of the VIN tests (vin-entry.spec.ts, vin-scan.spec.ts): vehicles found by a VIN of their own, and a misread of one. */
import { expect, type APIRequestContext } from '@playwright/test';

/** A published VIN (a 1989 bus's, the check digit's worked example) that no seeded vehicle has. */
export const absentVin = '1M8GDM9AXKP042788';

export interface VehicleRow {
  vehicle_id: number;
  vin: string;
}

async function dalVehicles(request: APIRequestContext, token: string, query: string): Promise<{ data: VehicleRow[]; total: number }> {
  const response = await request.get(`/v3/util/vehicles?site=DAL&${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: VehicleRow[]; total: number };
}

/** DAL vehicles whose VIN no other DAL vehicle has, from one page of ten of the list's default order (newest first), as the server lists them. */
export async function vehiclesWithOwnVin(request: APIRequestContext, token: string, count: number, listPage = 1): Promise<VehicleRow[]> {
  const rows = await dalVehicles(request, token, `per_page=10&page=${listPage}&order_by[]=vehicle_id|desc`);
  const found: VehicleRow[] = [];
  for (const row of rows.data) {
    if ((await dalVehicles(request, token, `filters[0]=vin|eq|${row.vin}`)).total === 1) found.push(row);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} DAL vehicles of page ${listPage} have a VIN of their own`);
}

/** The VIN with its 5th character misread as a 5 (a 6 where the right one is worth 5), so that its check digit no longer matches. */
export function misread(vin: string): string {
  const index = 4;
  const right = vin.charAt(index);
  const wrong = right === '5' || right === 'N' || right === 'E' || right === 'V' ? '6' : '5';
  return `${vin.slice(0, index)}${wrong}${vin.slice(index + 1)}`;
}
