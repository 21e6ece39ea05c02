/**
 * The printable report (/vehicles/{vehicle_id}/inspections/print/{id}; ADR 0021). Shows
 * "Generating Inspection Document" while it reads the report and
 * builds the PDF in a worker, then opens it in the browser's PDF viewer, or offers it as a
 * download where the browser has none. The report comes from the server when the vehicle has
 * no change on its way; otherwise (or with no connection, or a report id this device made up)
 * from what the device holds, marked not yet synced when any change is still to be sent.
 * With `exclude=1` (the editor's Print Dealer Copy) it is the dealer copy, and the page says so.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { reportTexts, type VehicleInspectionPdf } from '@/contract/condition-report';
import type { InspectionVehicle } from '@/contract/inspections';
import { isOnline } from '@/offline/connection';
import type { OutboxRecord } from '@/offline/record';
import { useOutboxRecords } from '@/offline/use-outbox';
import type { InspectionPrintReply } from './api';
import { overlayInspection } from './overlay';
import { devicePrintJob, serverPrintJob, type PrintJob } from './print-data';
import { startPrintWorker, type PrintWorker } from './print-pdf';
import { catalogueOptions, inspectionKeys, inspectionPrintOptions, inspectionStateOptions } from './queries';
import { readAt } from '@/offline/read-since';
import { inspectionGroup } from './writes';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';

export const notHeldText = 'This report is not held on this device. Open the inspection once with a connection; it can then be printed offline.';
/** Said on the page of the dealer copy (`exclude=1`): what it leaves out (report-copies.ts). */
export const dealerCopyText = 'Dealer copy: the report as a dealer receives it, without notes, charges or costs.';

type Outcome = { status: 'generating' } | { status: 'error'; message: string } | { status: 'ready'; url: string; fileName: string };

/** The vehicle's last printable data read from the server (its announcements and charges), if the device holds one. */
function heldPdfData(queryClient: QueryClient, vehicleId: number): VehicleInspectionPdf | null {
  const held = queryClient
    .getQueriesData<InspectionPrintReply>({ queryKey: inspectionKeys.print(vehicleId) })
    .flatMap(([, reply]) => (reply ? [reply.vehicle_inspection_pdf] : []))
    .sort((a, b) => Number(a.transactions === null) - Number(b.transactions === null));
  return held[0] ?? null;
}

interface JobInput {
  queryClient: QueryClient;
  vehicleId: number;
  reportId: string;
  exclude: boolean;
  records: readonly OutboxRecord[];
  state: InspectionVehicle | undefined;
  stateUpdatedAt: number;
}

async function printJob({ queryClient, vehicleId, reportId, exclude, records, state, stateUpdatedAt }: JobInput): Promise<PrintJob> {
  const printedAt = new Date().toISOString();
  const unsent = records.some((record) => record.state !== 'done');
  if (/^\d+$/.test(reportId) && !unsent && isOnline()) {
    try {
      const reply = await queryClient.fetchQuery(inspectionPrintOptions(vehicleId, Number(reportId), exclude));
      return serverPrintJob(reply, exclude, printedAt);
    } catch (error) {
      // With no answer at all the device's copy is printed; any answer (404, 403) is the answer.
      if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    }
  }
  const held = state ?? queryClient.getQueryData(inspectionKeys.state(vehicleId));
  if (!held) throw new Error(notHeldText);
  return deviceJob(queryClient, vehicleId, reportId, exclude, records, held, stateUpdatedAt, printedAt);
}

function deviceJob(
  queryClient: QueryClient,
  vehicleId: number,
  reportId: string,
  exclude: boolean,
  records: readonly OutboxRecord[],
  state: InspectionVehicle,
  stateUpdatedAt: number,
  printedAt: string,
): PrintJob {
  const catalogue = queryClient.getQueryData(catalogueOptions(state.inspection_config.integration_autograde).queryKey);
  const shown = overlayInspection(state, vehicleId, records, stateUpdatedAt, catalogue);
  const report = shown.reports.find((candidate) => String(candidate.id) === reportId);
  if (!report) throw new Error(notHeldText);
  return devicePrintJob(state, shown, report, {
    held: heldPdfData(queryClient, vehicleId),
    exclude,
    siteName: state.install_info?.site_name ?? state.site_code,
    printedAt,
  });
}

function useConditionReportPdf(vehicleId: number, reportId: string, exclude: boolean): Outcome {
  const queryClient = useQueryClient();
  // The device's copy as it is (the editor reads it again): the server's report needs none of it.
  const stateQuery = useQuery({ ...inspectionStateOptions(vehicleId), staleTime: Infinity });
  const autograde = stateQuery.data?.inspection_config.integration_autograde ?? false;
  const catalogueQuery = useQuery({ ...catalogueOptions(autograde), enabled: stateQuery.data !== undefined });
  const records = useOutboxRecords();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'generating' });
  const started = useRef(false);
  const worker = useRef<PrintWorker | null>(null);
  // Started at once (in a task after the navigation's, which stays short: issue 14): the worker
  // loads pdfmake while the report is read. Ended by its job, or here when none started.
  useEffect(() => {
    const timer = setTimeout(() => (worker.current ??= startPrintWorker()));
    return () => {
      clearTimeout(timer);
      if (started.current) return;
      worker.current?.end();
      worker.current = null;
    };
  }, []);
  const group = records.status === 'ready' ? records.value.filter((record) => record.group === inspectionGroup(vehicleId)) : null;
  // The server's copy can be asked for at once; the device's needs its copy read (or refused) and the damage names known.
  const serverFirst = group !== null && /^\d+$/.test(reportId) && group.every((record) => record.state === 'done') && isOnline();
  const deviceReady = !stateQuery.isPending && (stateQuery.data === undefined || catalogueQuery.data !== undefined || !catalogueQuery.isPending);
  const ready = group !== null && (serverFirst || deviceReady);

  useEffect(() => {
    if (!ready || started.current || group === null) return;
    // In a task of its own too: reading the device's copy (the overlay of its changes) is work.
    const timer = setTimeout(() => {
      started.current = true;
      printJob({
        queryClient,
        vehicleId,
        reportId,
        exclude,
        records: group,
        state: stateQuery.data,
        stateUpdatedAt: readAt(stateQuery.data, stateQuery.dataUpdatedAt),
      })
        .then(async (job) => {
          worker.current ??= startPrintWorker();
          const pdf = await worker.current.make(job);
          const url = URL.createObjectURL(pdf);
          setOutcome({ status: 'ready', url, fileName: `Vehicle-Condition-Report-${job.data.vehicle.vin || vehicleId}-${job.data.report_id}.pdf` });
          // Replaced, not pushed: Back from the viewer returns to the inspection, not to another generation.
          if (navigator.pdfViewerEnabled) window.location.replace(url);
        })
        .catch((error: unknown) => setOutcome({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    });
    return () => clearTimeout(timer);
  }, [ready, group, queryClient, vehicleId, reportId, exclude, stateQuery.data, stateQuery.dataUpdatedAt]);

  return outcome;
}

/**
 * Plain elements with the inspection screen's styles (inspection.css), like the editor it is
 * opened from (ADR 0027): leaving the editor for it builds no Chakra component, and the
 * navigation's task stays short while the worker makes the document.
 */
export function PrintPage({ vehicleId, reportId, exclude }: { vehicleId: number; reportId: string; exclude: boolean }) {
  const outcome = useConditionReportPdf(vehicleId, reportId, exclude);
  return (
    <div className="insp">
      <Link className="insp-back" to="/vehicles/$vehicleId/inspections" params={{ vehicleId }}>
        ← Back to the inspection
      </Link>
      <Heading as="h1" size="3xl">
        {reportTexts.title}
      </Heading>
      {exclude ? <p>{dealerCopyText}</p> : null}
      {outcome.status === 'generating' ? (
        <div className="insp-row" role="status">
          {/* The browser's own indeterminate bar: an animated spinner sent an event into React every turn while the PDF was made. */}
          <progress className="insp-progress" aria-hidden="true" />
          <p className="insp-lead">{reportTexts.generating}</p>
        </div>
      ) : outcome.status === 'error' ? (
        <p role="alert" className="insp-error">
          The report could not be made: {outcome.message}
        </p>
      ) : (
        <div className="insp-stack" data-gap="s">
          <p role="status">The report is ready.</p>
          <Button asChild colorPalette="brand" className="insp-start">
            <a href={outcome.url} download={outcome.fileName}>
              Download the report
            </a>
          </Button>
        </div>
      )}
    </div>
  );
}
