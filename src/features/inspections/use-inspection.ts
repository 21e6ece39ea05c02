/**
 * Everything the inspection screen shows, computed: the cached server copy, the catalogue,
 * and the vehicle's outbox records laid over it (overlay.ts); the site's switches, who may
 * write and why not, and the grade (the server's, or the provisional one the same autograde
 * rule gives on the device while writes are on their way). When the vehicle's writes are all
 * through, the server's copy is read again, so its grade and total replace the provisional ones.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { inspectionConfigOf, readOnlyReason, type InspectionConfig, type ReadOnlyReason } from '@/contract/inspection-rules';
import type { Drilldown, InspectionVehicle } from '@/contract/inspections';
import { applyToApproved } from '@/offline/outbox';
import { useGroupRecords } from '@/offline/use-outbox';
import { gradeView, type GradeView } from './grade-view';
import { overlayInspection, type ShownInspection, type ShownReport } from './overlay';
import { catalogueOptions, inspectionKeys, inspectionStateOptions } from './queries';
import { readAt } from '@/offline/read-since';
import { inspectionGroup } from './writes';

export type { GradeView };

export interface InspectionView {
  state: InspectionVehicle;
  shown: ShownInspection;
  catalogue: Drilldown | undefined;
  config: InspectionConfig;
  /** The report shown: the current one, or its original when the toggle says so. */
  report: ShownReport | null;
  current: ShownReport | null;
  original: ShownReport | null;
  readOnly: ReadOnlyReason;
  grade: GradeView;
}

export function useInspection(vehicleId: number, showOriginal: boolean) {
  const queryClient = useQueryClient();
  const stateQuery = useQuery(inspectionStateOptions(vehicleId));
  const autogradeOn = stateQuery.data?.inspection_config.integration_autograde ?? false;
  const catalogueQuery = useQuery({ ...catalogueOptions(autogradeOn), enabled: stateQuery.data !== undefined });
  const records = useGroupRecords(inspectionGroup(vehicleId));

  // When the vehicle's writes are all through (or a conflict was settled), read the server's copy
  // again: its grade and total replace the provisional ones, a value kept from the server shows,
  // and the copies an approval made appear.
  const unsent = records.filter((record) => record.state === 'queued' || record.state === 'sending' || record.state === 'failed-retrying').length;
  const lastDone = records.reduce((latest, record) => (record.state === 'done' ? Math.max(latest, record.updatedAt) : latest), 0);
  const readAfter = useRef(lastDone);
  useEffect(() => {
    if (unsent > 0 || lastDone <= readAfter.current) return;
    readAfter.current = lastDone;
    void queryClient.invalidateQueries({ queryKey: inspectionKeys.state(vehicleId) });
  }, [unsent, lastDone, queryClient, vehicleId]);

  // A write this device made to the original after its own approval (queued while offline)
  // goes to the approved report: no question, it was this inspector's own approval.
  useEffect(() => {
    const ownApprovals = new Set(
      records
        .filter((record) => record.state === 'done')
        .map((record) => (record.resultMeta as { approved_report_id?: unknown } | undefined)?.approved_report_id)
        .filter((id): id is number => typeof id === 'number'),
    );
    for (const record of records) {
      if (record.state === 'conflict' && record.conflict?.kind === 'approved' && ownApprovals.has(record.conflict.approvedReportId)) {
        void applyToApproved(record.id).catch(() => undefined);
      }
    }
  }, [records]);

  const view = useMemo((): InspectionView | null => {
    const state = stateQuery.data;
    if (!state) return null;
    const config = inspectionConfigOf(state.inspection_config);
    const shown = overlayInspection(state, vehicleId, records, readAt(state, stateQuery.dataUpdatedAt), catalogueQuery.data);
    const current = shown.reports[0] ?? null;
    const original = shown.reports.find((report) => report !== current && report.readOnly) ?? null;
    const report = showOriginal && original ? original : current;
    const viewingOriginal = report !== null && report === original;
    const readOnly = readOnlyReason({ canWrite: state.can_write, vehicleStatusId: state.vehicle_status_id, viewingOriginal });
    const grade = gradeView(shown, report, state, config, viewingOriginal);
    return { state, shown, catalogue: catalogueQuery.data, config, report, current, original, readOnly, grade };
  }, [stateQuery.data, stateQuery.dataUpdatedAt, catalogueQuery.data, records, vehicleId, showOriginal]);

  return { view, stateQuery, catalogueQuery, records };
}
