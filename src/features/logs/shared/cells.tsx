/**
 * Cells the log tables share: the id with its created time under it, the site code, Yes /
 * No, and the buttons that open a row's dialog. Plain elements with class names styled once
 * by the log page (a Chakra component per cell would resolve its styles at
 * render time, slow across a page of rows); every value is a text node.
 */
import type { ReactNode } from 'react';
import type { CsvField } from '@/components/data-list/columns';
import { formatTimestamp } from '@/lib/dates';

/** The id, and under it when the log was written (device time: admins span sites and zones). */
export function IdCreated({ id, createdAt }: { id: number; createdAt: string }) {
  return (
    <span className="log-stack">
      <span className="log-id">{id}</span>
      <span className="log-sub">{formatTimestamp(createdAt) || createdAt}</span>
    </span>
  );
}

/** The CSV fields of an IdCreated cell: the id, and the creation time as the server's ISO stamp. */
export const idCreatedCsv: readonly CsvField<{ id: number; created_at: string }>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Created', value: (row) => row.created_at },
];

/** The row key of every log table. */
export const rowId = (row: { id: number }) => row.id;

export function yesNo(value: number | null | undefined): string {
  if (value === 1) return 'Yes';
  if (value === 0) return 'No';
  return '';
}

/** Opens a row's dialog. The accessible name says which row: "Response of API log 29051". */
export function RowButton({ label, of, tone, onClick }: { label: string; of: string; tone?: 'error'; onClick: () => void }) {
  return (
    <button type="button" className="log-button" data-tone={tone} aria-label={`${label} of ${of}`} onClick={onClick}>
      {label}
    </button>
  );
}

export function Buttons({ children }: { children: ReactNode }) {
  return <span className="log-buttons">{children}</span>;
}

/** A log's site in a dialog: "DAL · Dallas Auto Auction", or None. */
export function siteText(site: { code: string; name: string } | null): string {
  return site ? `${site.code} · ${site.name}` : 'None';
}
