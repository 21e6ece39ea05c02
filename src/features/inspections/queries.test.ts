import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Inspection, InspectionVehicle } from '@/contract/inspections';
import { readAt } from '@/offline/read-since';
import { makeRecord } from '@/test/outbox-records';
import { fetchInspectionState } from './api';
import { overlayInspection } from './overlay';
import { inspectionKeys, inspectionStateOptions } from './queries';

vi.mock('./api', () => ({ fetchInspectionState: vi.fn(), fetchCatalogue: vi.fn(), fetchInspectionPrint: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** The vehicle as the server answered a read that started before its report was made. */
const withoutReport = {
  vehicle_id: 5,
  site_code: 'DAL',
  keys_count: 1,
  drivable: 1,
  body_type: 'SED',
  body_style: 1,
  tires: null,
  inspections: [],
  etag: '"v5-v1"',
} as unknown as InspectionVehicle;

const made = {
  condition_report_id: 7,
  condition_report_type_id: 1,
  original_report_id: null,
  read_only: false,
  grade: null,
  comments: null,
  notes: null,
  total_damages_cost: 0,
  created_date: '2026-12-02T07:00:00Z',
  inspection_items: [],
  etag: '"r7-v1"',
} as unknown as Inspection;

describe("the inspection state's server copy", () => {
  it('is stamped with when its read was sent, so a report made while the read was on its way stays on the screen', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1000);
    // The read is sent at 1000; meanwhile the outbox's POST of the report is answered (1500);
    // the read's answer, without the report (read by the server before it was made), arrives at 2000.
    vi.mocked(fetchInspectionState).mockImplementation(async () => {
      clock.mockReturnValue(2000);
      return withoutReport;
    });
    const client = new QueryClient();
    const copy = await client.fetchQuery(inspectionStateOptions(5));
    const arrived = client.getQueryState(inspectionKeys.state(5))?.dataUpdatedAt ?? 0;
    expect([copy.readSince, arrived]).toEqual([1000, 2000]);

    const created = makeRecord({
      id: 1,
      group: 'vehicle:5',
      method: 'POST',
      path: '/v3/vehicles3/5/inspections',
      state: 'done',
      updatedAt: 1500,
      result: made,
    });
    expect(overlayInspection(copy, 5, [created], readAt(copy, arrived)).reports.map((report) => report.id)).toEqual([7]);
    // Taken as read when it arrived, the copy would hide the report until the next read.
    expect(overlayInspection(copy, 5, [created], arrived).reports).toEqual([]);
  });

  it('read by an earlier build (no stamp) counts from when it arrived', () => {
    expect(readAt(withoutReport, 2000)).toBe(2000);
    expect(readAt(undefined, 0)).toBe(0);
  });
});
