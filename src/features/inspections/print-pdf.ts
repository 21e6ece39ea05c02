/**
 * Makes the printable report's PDF off the page's thread (report-pdf.worker.ts): one worker per
 * document, started when the print page opens (it loads pdfmake while the report is read),
 * ended when it answers. Photos still on this device are read from the outbox here
 * and handed to the worker as bytes; the others are named by their full URL.
 */
import { apiUrl } from '@/api/http';
import type { ConditionReportData } from '@/contract/condition-report';
import { getRecord, photoBytes } from '@/offline/outbox';
import type { ImageSource, PrintJob } from './print-data';

export type WorkerImage = { url: string } | { bytes: ArrayBuffer; type: string } | null;

export interface PrintRequest {
  data: ConditionReportData;
  images: { logo: WorkerImage; main: WorkerImage; vehicle: WorkerImage[]; damages: WorkerImage[] };
}

export type PrintReply = { pdf: ArrayBuffer } | { error: string };

async function workerImage(source: ImageSource): Promise<WorkerImage> {
  if (!source) return null;
  if ('url' in source) return { url: apiUrl(source.url) };
  const [record, bytes] = await Promise.all([getRecord(source.recordId), photoBytes(source.recordId)]);
  if (!bytes) return null;
  return { bytes, type: record?.body?.kind === 'file' ? record.body.mimeType : 'image/jpeg' };
}

const transferables = (images: readonly WorkerImage[]) => images.flatMap((image) => (image && 'bytes' in image ? [image.bytes] : []));

/** The document's worker, started before the report is read so that pdfmake loads meanwhile. */
export interface PrintWorker {
  /** The PDF of `job`; the worker ends itself when it has answered. */
  make(job: PrintJob): Promise<Blob>;
  end(): void;
}

export function startPrintWorker(): PrintWorker {
  const worker = new Worker(new URL('./report-pdf.worker.ts', import.meta.url), { type: 'module', name: 'condition-report' });
  const end = () => worker.terminate();
  return {
    end,
    async make({ data, sources }: PrintJob): Promise<Blob> {
      const many = (list: readonly ImageSource[]) => Promise.all(list.map(workerImage));
      const [logo, main, vehicle, damages] = await Promise.all([
        workerImage(sources.logo),
        workerImage(sources.main),
        many(sources.vehicle),
        many(sources.damages),
      ]);
      const request: PrintRequest = { data, images: { logo, main, vehicle, damages } };
      // The worker ends itself once it has answered; here only when it could not start.
      const pdf = await new Promise<ArrayBuffer>((resolve, reject) => {
        worker.addEventListener('message', (event: MessageEvent<PrintReply>) =>
          'pdf' in event.data ? resolve(event.data.pdf) : reject(new Error(event.data.error)),
        );
        worker.addEventListener('error', () => {
          end();
          reject(new Error('The document could not be started on this device.'));
        });
        worker.postMessage(request, { transfer: transferables([...damages]) });
      });
      return new Blob([pdf], { type: 'application/pdf' });
    },
  };
}
