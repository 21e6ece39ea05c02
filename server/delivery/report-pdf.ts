/**
 * The PDF of a condition report, for the public page's download and the e-mails. The
 * document itself is the printable report's (server/reports/render-pdf.ts, issue 14's other
 * half); delivery never draws its own. The loader is a parameter so the routes can be
 * tested on their own.
 */
import type { Deps } from '../http/context.ts';

export interface PdfRequest {
  vehicleId: number;
  reportId: number;
  exclude: boolean;
}

export type RenderReportPdf = (deps: Deps, request: PdfRequest) => Promise<Uint8Array>;

// Loaded on first use: pdfmake and its fonts stay out of the server's start-up.
export const renderReportPdf: RenderReportPdf = async (deps, request) => {
  // A variable specifier until server/reports/render-pdf.ts is merged from issue14-pdf.
  const rendererModule = '../reports/render-pdf.ts';
  const { renderConditionReportPdf } = (await import(rendererModule)) as { renderConditionReportPdf: RenderReportPdf };
  return renderConditionReportPdf(deps, request);
};

/** A file name a mail client and a browser both accept. */
export const pdfFileName = (vin: string) => `condition-report-${vin.replace(/[^A-Za-z0-9]/g, '') || 'vehicle'}.pdf`;
