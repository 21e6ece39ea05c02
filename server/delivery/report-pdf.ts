/**
 * The PDF of a condition report, for the public page's download and the e-mails. The
 * document itself is the printable report's (server/reports/render-pdf.ts, issue 14's other
 * half); delivery never draws its own. What each reader's copy holds is declared once in
 * src/contract/report-copies.ts (ADR 0066): an e-mail or a dealer report carries the dealer
 * copy (`deliveredCopy`: no notes, transactions or costs), the share link's page the public copy.
 */
import type { ReportCopyKind } from '../../src/contract/report-copies.ts';
import type { Deps } from '../http/context.ts';

export interface PdfRequest {
  vehicleId: number;
  reportId: number;
  /** The dealer copy when true and `copy` is absent (ADR 0021's `exclude`); the staff copy when false. */
  exclude: boolean;
  /** Whose copy (report-copies.ts); wins over `exclude`. */
  copy?: ReportCopyKind;
}

export type RenderReportPdf = (deps: Deps, request: PdfRequest) => Promise<Uint8Array>;

// Loaded on first use: the renderer stays out of the server's start-up (pdfmake itself loads in its worker thread).
export const renderReportPdf: RenderReportPdf = async (deps, request) => {
  const { renderConditionReportPdf } = await import('../reports/render-pdf.ts');
  return renderConditionReportPdf(deps, request);
};

/** The version (an ETag's value) of the PDF `request` would get now: it changes with anything the PDF shows. */
export async function reportPdfVersion(deps: Pick<Deps, 'db' | 'photos'>, request: PdfRequest): Promise<string> {
  const { reportPdfVersion: version } = await import('../reports/render-pdf.ts');
  return version(deps, request);
}

/** A file name a mail client and a browser both accept. */
export const pdfFileName = (vin: string) => `condition-report-${vin.replace(/[^A-Za-z0-9]/g, '') || 'vehicle'}.pdf`;

/**
 * The copy an e-mail or a dealer report carries: the dealer copy (report-copies.ts), asked for
 * as `exclude: deliveredCopy`. The share link's page and its PDF carry the public copy.
 */
export const deliveredCopy = true;

/** The copy of the share link's page and PDF. */
export const publicCopy: ReportCopyKind = 'public';
