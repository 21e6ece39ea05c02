/**
 * The parts of a log row's dialog (components/record-dialog.tsx is the dialog): its sections,
 * its label and value pairs, and what shows until the record is there.
 */
import { Heading } from '@/components/ui/heading';
import { forwardRef, type ReactNode } from 'react';
import './log-dialog-parts.css';
import { LoadError } from '@/components/load-error';

/** A part of a log in its dialog: a heading (focusable, so a dialog can open at it) and the part. */
export const LogSection = forwardRef<HTMLHeadingElement, { title: string; children: ReactNode }>(function LogSection({ title, children }, ref) {
  return (
    <div className="log-section">
      <Heading ref={ref} as="h3" size="sm" tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </div>
  );
});

/** Label and value pairs (site, status, error message…); values are text. */
export function LogFacts({ facts, mono = false }: { facts: readonly [label: string, value: ReactNode][]; mono?: boolean }) {
  return (
    <dl className="log-facts" data-mono={mono ? '' : undefined}>
      {facts.map(([label, value]) => (
        <div key={label} className="log-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a dialog shows in place of its record until it is there: loading, no connection, or the error. */
export function RecordStatus({ error, offline, onRetry }: { error: Error | null; offline: boolean; onRetry: () => void }) {
  if (error) {
    return <LoadError what="The log" error={error} onRetry={onRetry} />;
  }
  if (offline) return <p className="log-status">This log needs a connection to the server. It loads when the connection returns.</p>;
  return (
    <p className="log-status" role="status">
      Loading the log…
    </p>
  );
}
