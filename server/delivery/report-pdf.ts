/**
 * The PDF of a condition report, for the public page's download and the e-mails. The
 * document itself is the printable report's (server/reports/render-pdf.ts, issue 14's other
 * half); delivery never draws its own. Everything delivered goes to people outside the
 * auction (a dealer, anyone with the link), so it is always the dealer-facing copy:
 * `deliveredCopy` (exclude, without transactions and costs).
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
  const { renderConditionReportPdf } = await import('../reports/render-pdf.ts');
  return renderConditionReportPdf(deps, request);
};

/** A file name a mail client and a browser both accept. */
export const pdfFileName = (vin: string) => `condition-report-${vin.replace(/[^A-Za-z0-9]/g, '') || 'vehicle'}.pdf`;

/** The copy a link, an e-mail or a dealer report carries: without transactions and costs (ADR 0022). */
export const deliveredCopy = true;
