/**
 * The report PDF's worker thread (issue 42, ADR 0066): builds the document
 * (conditionReportDocument, the same pure function the tablet's print worker runs) and
 * renders it with pdfmake, off the server's event loop. pdfkit's layout and image embedding
 * held the event loop for 100-450 ms per PDF on this machine, during which the server answered
 * nobody. It never touches the disk or the database: the main thread sends the document's
 * data (already the copy it is for, report-copies.ts) and the print variants' bytes
 * (transferred), and gets the PDF's bytes back (transferred).
 * Started through `pdf-render-worker.mjs`, which registers tsx first (from source); the bundle
 * has its own plain-JavaScript entry. The main thread imports nothing but types from here.
 */
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { conditionReportDocument, type ConditionReportData, type PreparedImage } from '../../src/contract/condition-report.ts';
import { checkImage } from '../media/image-file.ts';

/** JPEG bytes of the print variants (print-variant.ts), null where a photo could not be read. */
export interface PdfImages {
  logo: Uint8Array | null;
  main: Uint8Array | null;
  vehicle: (Uint8Array | null)[];
  damages: (Uint8Array | null)[];
}

export interface PdfJob {
  id: number;
  data: ConditionReportData;
  images: PdfImages;
}

export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * The part of pdfmake's Node API used here. Declared locally: @types/pdfmake references the
 * DOM library and Node's types, which would change the type of every Uint8Array and fetch in
 * the server's compilation.
 */
interface Pdfmake {
  addFonts(fonts: unknown): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(document: unknown): { getBuffer(): Promise<Buffer> };
}

let pdfmakeOnce: Pdfmake | null = null;
/** pdfmake is CommonJS (module.exports is an instance): loaded once, with the standard fonts only and no file or URL access. */
function pdfmake(): Pdfmake {
  if (pdfmakeOnce) return pdfmakeOnce;
  const require = createRequire(import.meta.url);
  const instance = require('pdfmake') as Pdfmake;
  const helvetica = require('pdfmake/standard-fonts/Helvetica') as { Helvetica: Record<string, string> };
  instance.addFonts(helvetica);
  // pdfkit's built-in fonts are named like files; nothing else is read (images come as data URLs).
  const standardFonts = new Set(Object.values(helvetica.Helvetica));
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((path) => standardFonts.has(path));
  pdfmakeOnce = instance;
  return instance;
}

/** The print variant as pdfmake embeds it, with its size (a damage photo's markup is drawn over it to that proportion). */
const dataUrl = (jpeg: Uint8Array | null): PreparedImage | null =>
  jpeg ? { dataUrl: `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`, ...sizeOf(jpeg) } : null;

function sizeOf(jpeg: Uint8Array): { width?: number; height?: number } {
  try {
    const { width, height } = checkImage(jpeg);
    return { width, height };
  } catch {
    return {};
  }
}

/** The PDF's bytes for one job. */
export async function renderPdfBytes({ data, images }: Omit<PdfJob, 'id'>): Promise<Uint8Array<ArrayBuffer>> {
  const document = conditionReportDocument(data, {
    logo: dataUrl(images.logo),
    main: dataUrl(images.main),
    vehicle: images.vehicle.map(dataUrl),
    damages: images.damages.map(dataUrl),
  });
  const buffer = await pdfmake().createPdf(document).getBuffer();
  // A copy of its own, so it can be transferred without taking a pool's neighbours with it.
  return new Uint8Array(buffer);
}

const port = parentPort;
if (port) {
  // A visitor waits for this PDF, but the event loop answers everyone: on Linux the nice value
  // is per thread, so this lowers this thread only (print-variant-worker.ts uses 10 for work
  // nobody waits for). Elsewhere it may be refused: left as is.
  if (process.platform === 'linux') {
    try {
      setPriority(5);
    } catch {
      // Not allowed here: the thread keeps the process's priority.
    }
  }
  // One job at a time, in order: the main thread queues.
  port.on('message', (job: PdfJob) => {
    renderPdfBytes(job).then(
      (pdf) => port.postMessage({ id: job.id, pdf } satisfies PdfResult, [pdf.buffer]),
      (error: unknown) => port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies PdfResult),
    );
  });
}
