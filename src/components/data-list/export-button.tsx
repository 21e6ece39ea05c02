/**
 * Export CSV, on every list (ADR 0034): reads all pages of the list as it is filtered and
 * sorted now and saves them as a CSV file. While it runs, a progress bar says how many rows of
 * how many are written, and Cancel stops it (leaving the list untouched); the result or the
 * server's error is said in the same place.
 *
 * The progress re-renders once a page: plain elements styled by data-list.css (`list-export-*`),
 * and the button kept as it is between updates, so an update costs next to nothing on a slow
 * device (the export's budget is 50 ms of main thread at a time at CPU 4x).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Paged } from '@/contract/paged';
import type { Column } from './columns';
import { csvFileName } from './csv';
import { exportList } from './export';
import './data-list.css';
import { Button } from '@/components/ui/button';
import { countText } from './list-state';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number | null }
  | { kind: 'saved'; rows: number; file: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface ExportButtonProps<TRow> {
  noun: string;
  columns: readonly Column<TRow, string>[];
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<Paged<TRow>>;
  /** False while the list has no rows or cannot load (a required filter not chosen). */
  enabled: boolean;
}

const counts = new Intl.NumberFormat('en-US');

/** Hands the file to the browser's downloads. */
function save(parts: Uint8Array[], file: string): void {
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the address is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function ExportButton<TRow>({ noun, columns, fetchPage, enabled }: ExportButtonProps<TRow>) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the screen stops an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', done: 0, total: null });
    try {
      const result = await exportList({
        fetchPage,
        columns,
        signal: controller.signal,
        onProgress: ({ done, total }) => setState({ kind: 'running', done, total }),
      });
      const file = csvFileName(noun, new Date());
      // The file is handed over in a task of its own.
      await new Promise((resume) => setTimeout(resume, 0));
      save(result.parts, file);
      setState({ kind: 'saved', rows: result.rows, file });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [fetchPage, columns, noun]);

  const isRunning = state.kind === 'running';
  // One button that changes its word: the focus stays on it when Export becomes Cancel and back.
  const button = useMemo(
    () => (
      <Button variant="outline" disabled={!isRunning && !enabled} onClick={() => (isRunning ? running.current?.abort() : void start())}>
        {isRunning ? 'Cancel export' : 'Export CSV'}
      </Button>
    ),
    [isRunning, enabled, start],
  );

  let message = null;
  if (state.kind === 'running') {
    const text = state.total === null ? `Exporting ${noun}…` : `Exporting ${counts.format(state.done)} of ${countText(state.total, noun)}…`;
    message = (
      <>
        <progress
          className="list-export-bar"
          max={state.total ?? undefined}
          value={state.total === null ? undefined : state.done}
          aria-label={`Export of ${noun}`}
        />
        <span>{text}</span>
      </>
    );
  } else if (state.kind === 'saved') {
    message = `Exported ${countText(state.rows, noun)} to ${state.file}.`;
  } else if (state.kind === 'cancelled') {
    message = 'Export cancelled.';
  }

  return (
    <div className="list-export">
      <div role="status" className="list-export-status">
        {message}
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" className="list-export-error">
          {`The export failed: ${state.message}`}
        </p>
      ) : null}
      {button}
    </div>
  );
}
