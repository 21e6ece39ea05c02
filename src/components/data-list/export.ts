/**
 * A list's CSV export (ADR 0034): every page of the current filter and sort, read through the
 * list's own query (the list engine's API, as the screen reads it), written as CSV in small
 * slices that give the main thread back between them, so a 10,000-row export never holds it
 * for long (a page arrives while the previous one is written). Cancellable by its signal.
 * React-free; the button and its progress are export-button.tsx.
 */
import type { Paged } from '@/contract/paged';
import type { Column } from './columns';
import { CSV_BOM, csvFields, csvHeader, csvRecord } from './csv';

/**
 * Rows read per request. A reply is parsed and checked against its schema on the main thread
 * in one go (http()), which for 250 vehicles with their relations took 60-100 ms at CPU 4x;
 * 100 keeps it near 25 ms (scripts/measure-export.ts). The engine would allow 1,000.
 */
export const EXPORT_PAGE_SIZE = 100;

/** The longest a slice of writing holds the main thread before it yields. */
const SLICE_MS = 8;

export interface ExportProgress {
  /** Rows written so far. */
  done: number;
  /** Rows the list holds (the first page's total), once known. */
  total: number | null;
}

export interface ExportOptions<TRow> {
  /** One page of the list as it is filtered and sorted now. */
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<Paged<TRow>>;
  columns: readonly Column<TRow, string>[];
  signal: AbortSignal;
  /** Called once the count is known and after each page. */
  onProgress?: (progress: ExportProgress) => void;
  pageSize?: number;
}

export interface ExportResult {
  /** The file's bytes: UTF-8 with its byte order mark. */
  parts: Uint8Array[];
  rows: number;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Gives the main thread back (input, paint) and resumes as soon as it is free. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/** Reads every page and writes the file. Rejects with the signal's reason when cancelled. */
export async function exportList<TRow>(options: ExportOptions<TRow>): Promise<ExportResult> {
  const { fetchPage, signal, onProgress, pageSize = EXPORT_PAGE_SIZE } = options;
  const fields = csvFields(options.columns);
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode(CSV_BOM + csvHeader(fields))];
  let done = 0;

  const read = (page: number) => {
    const reply = fetchPage(page, pageSize, signal);
    // Read ahead: a rejection is handled where the page is awaited (or dropped when cancelled).
    reply.catch(() => undefined);
    return reply;
  };

  // The click that started it paints first.
  await yieldToMain();
  if (signal.aborted) throw abortError(signal);
  let pending: Promise<Paged<TRow>> | null = read(1);
  let total: number | null = null;
  let lastPage = 1;
  for (let page = 1; pending; page++) {
    const reply: Paged<TRow> = await pending;
    // The page was parsed and checked in the task that read it: writing starts in the next one.
    await yieldToMain();
    if (signal.aborted) throw abortError(signal);
    if (total === null) {
      // The first page's count bounds the export: rows added meanwhile do not make it endless.
      total = reply.total;
      lastPage = Math.max(1, Math.ceil(total / pageSize));
      onProgress?.({ done, total });
    }
    pending = page < lastPage && reply.data.length === pageSize ? read(page + 1) : null;
    if (pending) await yieldToMain();

    const rows = reply.data;
    let index = 0;
    while (index < rows.length) {
      const start = performance.now();
      let text = '';
      while (index < rows.length && performance.now() - start < SLICE_MS) {
        const row = rows[index];
        if (row !== undefined) text += csvRecord(fields, row);
        index++;
      }
      parts.push(encoder.encode(text));
      await yieldToMain();
      if (signal.aborted) throw abortError(signal);
    }
    done += rows.length;
    onProgress?.({ done, total });
  }
  return { parts, rows: done };
}
