/**
 * Export CSV, on every list (ADR 0034): reads all pages of the list as it is filtered and
 * sorted now and saves them as a CSV file. While it runs, a progress bar says how many rows of
 * how many are written, and Cancel stops it (leaving the list untouched); the result or the
 * server's error is said in the same place.
 */
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Paged } from '../../contract/paged';
import type { Column } from './columns';
import { csvFileName } from './csv';
import { exportList } from './export';

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
  /** False while the list cannot load (a required filter not chosen). */
  enabled: boolean;
}

const count = (value: number) => value.toLocaleString('en-US');

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
  // The download has its own copy once it started; the URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const progressCss = {
  width: '12rem',
  maxWidth: '100%',
  height: '8px',
  appearance: 'none',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'bg.emphasized',
  '&::-webkit-progress-bar': { bg: 'bg.emphasized' },
  '&::-webkit-progress-value': { bg: 'brand.solid' },
  '&::-moz-progress-bar': { bg: 'brand.solid' },
} as const;

export function ExportButton<TRow>({ noun, columns, fetchPage, enabled }: ExportButtonProps<TRow>) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the screen stops an export under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
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
      save(result.parts, file);
      setState({ kind: 'saved', rows: result.rows, file });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  let message = null;
  if (state.kind === 'running') {
    const text = state.total === null ? `Exporting ${noun}…` : `Exporting ${count(state.done)} of ${count(state.total)} ${noun}…`;
    message = (
      <Flex align="center" gap="3" wrap="wrap">
        <chakra.progress css={progressCss} max={state.total ?? undefined} value={state.total === null ? undefined : state.done} aria-label={`Export of ${noun}`} />
        <Text fontSize="sm">{text}</Text>
      </Flex>
    );
  } else if (state.kind === 'saved') {
    message = <Text fontSize="sm">{`Exported ${count(state.rows)} ${noun} to ${state.file}.`}</Text>;
  } else if (state.kind === 'cancelled') {
    message = <Text fontSize="sm">Export cancelled.</Text>;
  }

  return (
    <Flex align="center" justify="flex-end" gap="3" wrap="wrap">
      <Flex role="status" align="center" minH="44px" color="fg.muted">
        {message}
      </Flex>
      {state.kind === 'failed' ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {`The export failed: ${state.message}`}
        </Text>
      ) : null}
      {state.kind === 'running' ? (
        <Button variant="outline" bg="bg" minH="44px" onClick={() => running.current?.abort()}>
          Cancel export
        </Button>
      ) : (
        <Button variant="outline" bg="bg" minH="44px" disabled={!enabled} onClick={() => void start()}>
          Export CSV
        </Button>
      )}
    </Flex>
  );
}
