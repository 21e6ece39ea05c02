/**
 * The delivery e-mails: one message to one address, with a link and the PDF of each report
 * it carries. The subject names the vehicle and its VIN (or the number of vehicles).
 */
import { HttpError } from '../http/errors.ts';
import { mailNotConfigured, type OutgoingMail, type SendMail } from './mailer.ts';
import { pdfFileName } from './report-pdf.ts';
import { vehicleName, type VehicleFacts } from './report-facts.ts';

export interface DeliveredReport {
  vehicle: VehicleFacts;
  url: string;
  pdf: Uint8Array;
}

export function reportMail(to: string, reports: readonly DeliveredReport[]): OutgoingMail {
  const [first] = reports;
  if (!first) throw new Error('a message carries at least one report');
  const named = (report: DeliveredReport) => `${vehicleName(report.vehicle)}, VIN ${report.vehicle.vin}`;
  const subject = reports.length === 1 ? `Vehicle Condition Report: ${named(first)}` : `Vehicle Condition Reports: ${reports.length} vehicles`;
  const lines = reports.map((report) => `${named(report)}\n${report.url}\n`);
  const text = [
    reports.length === 1 ? 'The condition report of this vehicle:' : 'The condition reports of these vehicles:',
    '',
    ...lines,
    `The report${reports.length === 1 ? ' is' : 's are'} attached as PDF. Each link shows the current report online; please do not forward it.`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    attachments: reports.map((report) => ({ filename: pdfFileName(report.vehicle.vin), content: report.pdf, contentType: 'application/pdf' })),
  };
}

/** The mailer, or the 501 that says the server has none (checked before any work; mailer.ts says why not 503). */
export function configuredMailer(sendMail: SendMail | null): SendMail {
  if (!sendMail) throw new HttpError(501, mailNotConfigured);
  return sendMail;
}

/** Sends, turning the mail server's refusals into answers the screen can show ("Error sending: …"). */
export async function sendOrRefuse(sendMail: SendMail, mail: OutgoingMail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    const smtp = error as { responseCode?: number; response?: string; message?: string };
    // A permanent refusal (5xx, e.g. an unknown mailbox) will not pass on a retry.
    if (typeof smtp.responseCode === 'number' && smtp.responseCode >= 500) {
      throw new HttpError(422, `The mail server refused the message: ${smtp.response ?? smtp.message ?? smtp.responseCode}`);
    }
    console.error('Sending a report e-mail failed:', error);
    throw new HttpError(503, 'The mail server could not be reached; try again later');
  }
}
