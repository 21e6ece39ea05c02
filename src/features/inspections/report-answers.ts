/**
 * The snackbars that answer the report's own writes when the server answers them (docs/autograde.md,
 * "When it cannot grade"), once per answer, for the answers that come while the screen is open:
 * - an inspection update (the PUT of the report's fields) at an autograde site: "Autograde
 *   updated" when its answer carries the grade, "Autograde: " and the reason when it carries
 *   autograde_error, and "Autograde: Unable to update Autograde" when it carries neither (a result
 *   was due and none came);
 * - a refused Create Inspection: the server's reason ("Saves failing show the error message");
 * - a refused Delete Inspection: "Error deleting: " and the reason.
 * The refused write itself stays on the screen with its reason, Retry and Discard
 * (change-status.tsx): the snackbar says it happened, the notice keeps it. Pure: the page shows
 * what this returns and remembers the keys it showed (inspection-page.tsx).
 */
import * as v from 'valibot';
import type { Snackbar } from '@/components/snackbar';
import { AutogradeMeta } from '@/contract/inspections';
import type { OutboxRecord } from '@/offline/record';
import { reportWriteOf } from './writes';

export const autogradeTexts = {
  updated: 'Autograde updated',
  failed: (reason: string) => `Autograde: ${reason}`,
  missing: 'Autograde: Unable to update Autograde',
} as const;

export const errorDeletingText = (reason: string) => `Error deleting: ${reason}`;

/** One answer: a record in the state a send left it, at that moment (a retried write's next answer is another). */
export const answerKey = (record: Pick<OutboxRecord, 'id' | 'state' | 'updatedAt'>) => `${record.id}:${record.state}:${record.updatedAt}`;

export interface AnswerSnackbar {
  key: string;
  snackbar: Snackbar;
}

/** What autograde said in an inspection update's answer. */
export function autogradeSnackbar(meta: unknown): Snackbar {
  const parsed = v.safeParse(AutogradeMeta, meta);
  if (parsed.success && parsed.output.autograde) return { severity: 'success', message: autogradeTexts.updated };
  if (parsed.success && parsed.output.autograde_error) return { severity: 'warning', message: autogradeTexts.failed(parsed.output.autograde_error) };
  return { severity: 'error', message: autogradeTexts.missing };
}

/** A write the server answered: a settled one (a 412 merged to nothing, a conflict kept as theirs) ends with an empty body and was not answered. */
const sentSomething = (record: OutboxRecord) =>
  record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null && Object.keys(record.body.value).length > 0;

/**
 * The snackbars due for the vehicle's records answered after `since` (when the screen opened),
 * oldest first; the caller shows each key once.
 */
export function answerSnackbars(records: readonly OutboxRecord[], vehicleId: number, since: number, autograde: boolean): AnswerSnackbar[] {
  const due: AnswerSnackbar[] = [];
  for (const record of [...records].sort((a, b) => a.updatedAt - b.updatedAt || a.id - b.id)) {
    if (record.updatedAt <= since) continue;
    const write = reportWriteOf(record, vehicleId);
    if (write === null) continue;
    const key = answerKey(record);
    if (write === 'update' && record.state === 'done' && autograde && sentSomething(record)) {
      due.push({ key, snackbar: autogradeSnackbar(record.resultMeta) });
    } else if (write !== 'update' && record.state === 'needs-attention') {
      const reason = record.lastError ?? 'The server refused this change.';
      due.push({ key, snackbar: { severity: 'error', message: write === 'delete' ? errorDeletingText(reason) : reason } });
    }
  }
  return due;
}
