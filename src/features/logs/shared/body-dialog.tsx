/**
 * A dialog showing one body of a log row (AA validation request or response, Spincar
 * payload, valuation data), with the row's facts above it. The body is a tree or text
 * (components/body-view), loaded lazily.
 */
import { useEffect, type ReactNode } from 'react';
import { LazyBodyView, preloadBodyView } from '@/components/body-view/lazy-body-view';
import { RecordDialog } from '@/components/record-dialog';
import { LogFacts, LogSection } from './log-dialog-parts';

export interface BodyDialogProps {
  title: string;
  description: string;
  facts: readonly [string, ReactNode][];
  /** The body's section title and placeholder: "Request Body", "No Request Body". */
  bodyTitle: string;
  emptyText: string;
  /** The body, or a status in its place while a record loads. */
  body: { text: string | null } | ReactNode;
  onClose: () => void;
}

function isBody(value: BodyDialogProps['body']): value is { text: string | null } {
  return typeof value === 'object' && value !== null && 'text' in value;
}

export function BodyDialog({ title, description, facts, bodyTitle, emptyText, body, onClose }: BodyDialogProps) {
  useEffect(() => preloadBodyView(), []);
  return (
    <RecordDialog title={title} description={description} onClose={onClose}>
      {facts.length > 0 ? <LogFacts facts={facts} /> : null}
      <LogSection title={bodyTitle}>{isBody(body) ? <LazyBodyView text={body.text} label={bodyTitle} emptyText={emptyText} /> : body}</LogSection>
    </RecordDialog>
  );
}
