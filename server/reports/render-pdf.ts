/**
 * The "Vehicle Condition Report" PDF made on the server (ADR 0021): the same document the
 * tablet builds (src/contract/condition-report.ts), rendered with pdfmake's Node API and its
 * standard Helvetica font (no font file, no network), photos read from the photo store and
 * scaled to about 150 dpi at their printed size: their print variants (print-variant.ts, ADR
 * 0025), made once per photo and embedded as they are. The delivery side attaches it to e-mails
 * and offers it on the public report page.
 */
import { createRequire } from 'node:module';
import { conditionReportDataFrom, conditionReportDocument, type PreparedImage } from '../../src/contract/condition-report.ts';
import type { Deps } from '../http/context.ts';
import { conditionReportSources, type PhotoFile } from './condition-report-source.ts';
import { jpegDataUrl } from './print-image.ts';
import { printVariant } from './print-variant.ts';

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

async function prepared(photoDir: string, file: PhotoFile | null): Promise<PreparedImage | null> {
  if (!file) return null;
  try {
    const variant = await printVariant(photoDir, file);
    return variant ? jpegDataUrl(variant) : null;
  } catch {
    return null;
  }
}

export interface RenderRequest {
  vehicleId: number;
  reportId: number;
  /** The dealer-facing copy: no transactions and no costs. */
  exclude: boolean;
}

/**
 * The PDF bytes of report `reportId` of vehicle `vehicleId`. Throws the API's 404 HttpError
 * when the report is not that vehicle's (or is deleted). Does not check who asks: the caller does.
 */
export async function renderConditionReportPdf(deps: Pick<Deps, 'db' | 'photoDir'>, { vehicleId, reportId, exclude }: RenderRequest): Promise<Uint8Array> {
  const source = conditionReportSources(deps.db)(vehicleId, reportId, exclude);
  const one = (file: PhotoFile | null) => prepared(deps.photoDir, file);
  const data = conditionReportDataFrom(source.report, source.pdf, new Date().toISOString());
  const [logo, main, vehicle, damages] = await Promise.all([
    one(source.files.logo),
    one(source.files.main),
    Promise.all(source.files.vehicle.map(one)),
    Promise.all(source.files.damages.map(one)),
  ]);
  const document = conditionReportDocument(data, { logo, main, vehicle, damages });
  const buffer = await pdfmake().createPdf(document).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
