/**
 * The rules of a Flumbus log as the screen shows it: its row colour (error red,
 * suppressed grey, a destination HTTP code of 400 or more yellow), whether opening it shows an
 * error (failed or invalid), and whether it can be reset to new (complete or failed).
 */
import type { RowTone } from '@/components/data-list/columns';
import type { FlumbusLog, FlumbusStatus } from '@/contract/flumbus';

type ToneFields = Pick<FlumbusLog, 'has_error' | 'destination_request_endpoint' | 'destination_response_code'>;

/** The endpoint of a message that was not sent. */
export const SUPPRESSED_ENDPOINT = 'suppressed';

export function isSuppressed(log: Pick<FlumbusLog, 'destination_request_endpoint'>): boolean {
  return log.destination_request_endpoint === SUPPRESSED_ENDPOINT;
}

/**
 * An error wins over the rest (it is what needs attention); then a suppressed message; then an
 * answer of 400 or more, e.g. a log reset after a failure, whose last answer was still an error.
 */
export function flumbusRowTone(log: ToneFields): RowTone | undefined {
  if (log.has_error === 1) return 'error';
  if (isSuppressed(log)) return 'muted';
  if (log.destination_response_code != null && log.destination_response_code >= 400) return 'warning';
  return undefined;
}

/** A failed or invalid log shows its error_text when opened. */
export function showsError(status: FlumbusStatus): boolean {
  return status === 'failed' || status === 'invalid';
}

/** Only a complete or failed log goes back to new (a retry); new waits already, invalid needs its source fixed. */
export function canReset(status: FlumbusStatus): boolean {
  return status === 'complete' || status === 'failed';
}
