/**
 * The "Vehicle Condition Report" PDF made on the server (ADR 0021): the same document the
 * tablet builds (src/contract/condition-report.ts), in the copy its reader may hold
 * (src/contract/report-copies.ts: staff, dealer or public; ADR 0066), rendered with pdfmake's
 * Node API and its standard Helvetica font (no font file, no network). Photos are their print
 * variants (print-variant.ts, ADR 0025), made once per photo and embedded as they are.
 *
 * Issue 42: a PDF is rendered once per version and never on the event loop.
 * - The key of a PDF is a hash of everything it is made from: the copy, the document's data
 *   (report, vehicle, damages; the report's ETag), the photo files (a stored path is never
 *   reused) and the photo store's location. Kept PDFs are served from `PdfCache` (LRU, bounded by
 *   `PDF_CACHE_MIB`, default 64 MiB), and requests for a PDF being rendered share that render.
 *   A kept PDF says "Printed" at the time it was rendered.
 * - Rendering runs in one worker thread (pdf-render-worker.ts), started on first use and
 *   unref'd while idle, so it never keeps a process alive; `closePdfWorker` stops it.
 * The delivery side attaches the dealer copy to e-mails and the public page offers the public one.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { conditionReportDataFrom, type ConditionReportData } from '../../src/contract/condition-report.ts';
import { reportCopies, reportDataForCopy, type ReportCopyKind } from '../../src/contract/report-copies.ts';
import type { Deps } from '../http/context.ts';
import { workerFile } from '../lib/run-paths.ts';
import { numericSetting } from '../lib/settings.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import { conditionReportSources, type PhotoFile } from './condition-report-source.ts';
import { PdfCache } from './pdf-cache.ts';
import type { PdfImages, PdfJob, PdfResult } from './pdf-render-worker.ts';
import { printVariant } from './print-variant.ts';

export interface RenderRequest {
  vehicleId: number;
  reportId: number;
  /** Whose copy (report-copies.ts). When absent: the dealer copy with `exclude`, else the staff copy. */
  copy?: ReportCopyKind;
  /** The older way to ask for the dealer copy (no transactions and no costs; ADR 0021). */
  exclude?: boolean;
}

export const copyOfRequest = ({ copy, exclude }: RenderRequest): ReportCopyKind => copy ?? (exclude ? 'dealer' : 'staff');

/** PDF_CACHE_MIB (docs/configuration.md): 0 keeps none; a value that is not a whole number stops the start. */
const cache = new PdfCache(numericSetting('PDF_CACHE_MIB') * 1024 * 1024);

/** Bumped when the document's layout changes, so no PDF of an older layout is served. */
const documentVersion = 3;

interface Plan {
  key: string;
  data: ConditionReportData;
  files: { logo: PhotoFile | null; main: PhotoFile | null; vehicle: PhotoFile[]; damages: (PhotoFile | null)[] };
}

/** What the PDF of `request` is made from, and its key. Throws the API's 404 when the report is not that vehicle's. */
async function plan(deps: Pick<Deps, 'db' | 'photos'>, request: RenderRequest, printedAt: string): Promise<Plan> {
  const kind = copyOfRequest(request);
  const source = await conditionReportSources(deps.db)(request.vehicleId, request.reportId, !reportCopies[kind].transactions);
  const data = reportDataForCopy(conditionReportDataFrom(source.report, source.pdf, printedAt), kind, { sitePublicPhotos: source.sitePublicPhotos });
  const withheld = data.vehicle_photos_withheld === true;
  const files: Plan['files'] = {
    logo: source.files.logo,
    main: withheld ? null : source.files.main,
    vehicle: withheld ? [] : source.files.vehicle,
    damages: source.files.damages,
  };
  const { printed_at: _printedAt, ...made } = data;
  const key = createHash('sha256')
    .update(JSON.stringify({ documentVersion, photos: deps.photos.location, data: made, files }))
    .digest('base64url');
  return { key, data, files };
}

/** The version of the PDF `request` would get now (its cache key): an ETag that changes with anything the PDF shows. */
export async function reportPdfVersion(deps: Pick<Deps, 'db' | 'photos'>, request: RenderRequest): Promise<string> {
  return (await plan(deps, request, '')).key;
}

async function variantBytes(photos: PhotoStore, file: PhotoFile | null): Promise<Uint8Array | null> {
  if (!file) return null;
  try {
    return await printVariant(photos, file);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the worker thread

interface PdfThread {
  worker: Worker;
  pending: Map<number, { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }>;
}

let thread: PdfThread | null = null;
let nextJob = 1;

function pdfThread(): PdfThread {
  if (thread) return thread;
  // No execArgv: from source the boot file registers tsx (a parent's --import of tsx would load
  // it twice; vitest passes none); the bundle has the worker's own (ADR 0042).
  const worker = new Worker(workerFile(import.meta.url, './pdf-render-worker.mjs', './pdf-render-worker.mjs'), { execArgv: [], name: 'report-pdf' });
  const started: PdfThread = { worker, pending: new Map() };
  worker.on('message', (result: PdfResult) => {
    const waiter = started.pending.get(result.id);
    started.pending.delete(result.id);
    if ('pdf' in result) waiter?.resolve(result.pdf);
    else waiter?.reject(new Error(`The report PDF could not be rendered: ${result.error}`));
    if (started.pending.size === 0) worker.unref();
  });
  const fail = (reason: unknown) => {
    if (thread === started) thread = null;
    const error = reason instanceof Error ? reason : new Error(`The report PDF worker stopped: ${String(reason)}`);
    // Its renders fail (a 500 to their callers); the next request starts a new worker.
    for (const waiter of started.pending.values()) waiter.reject(error);
    started.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(`exit code ${code}`));
  // After the listeners: adding a 'message' listener refs the worker again (read-pool.ts).
  worker.unref();
  thread = started;
  return started;
}

function renderInWorker(data: ConditionReportData, images: PdfImages): Promise<Uint8Array> {
  // Copies: a variant being made is shared by every request waiting for it (print-variant.ts), and a transferred buffer is gone from this thread.
  const transfer: ArrayBuffer[] = [];
  const own = (bytes: Uint8Array | null) => {
    if (!bytes) return null;
    const copy = new Uint8Array(bytes);
    transfer.push(copy.buffer);
    return copy;
  };
  const sent: PdfImages = { logo: own(images.logo), main: own(images.main), vehicle: images.vehicle.map(own), damages: images.damages.map(own) };
  const job: PdfJob = { id: nextJob++, data, images: sent };
  const { worker, pending } = pdfThread();
  return new Promise((resolve, reject) => {
    pending.set(job.id, { resolve, reject });
    worker.ref();
    worker.postMessage(job, transfer);
  });
}

/** Stops the PDF worker (the server's shutdown); renders in progress fail. */
export async function closePdfWorker(): Promise<void> {
  const running = thread;
  thread = null;
  if (running) await running.worker.terminate();
}

/**
 * The PDF bytes of report `reportId` of vehicle `vehicleId` in the copy asked for: kept, being
 * rendered, or rendered now in the worker. Throws the API's 404 HttpError when the report is
 * not that vehicle's (or is deleted). Does not check who asks: the caller does.
 */
export async function renderConditionReportPdf(deps: Pick<Deps, 'db' | 'photos'>, request: RenderRequest): Promise<Uint8Array> {
  const { key, data, files } = await plan(deps, request, new Date().toISOString());
  return cache.get(key, async () => {
    const one = (file: PhotoFile | null) => variantBytes(deps.photos, file);
    const [logo, main, vehicle, damages] = await Promise.all([
      one(files.logo),
      one(files.main),
      Promise.all(files.vehicle.map(one)),
      Promise.all(files.damages.map(one)),
    ]);
    return renderInWorker(data, { logo, main, vehicle, damages });
  });
}
