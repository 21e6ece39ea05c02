/**
 * The way screens show a body: the placeholder at once when there is none, otherwise the
 * body view (body-view.tsx) loaded on first use, so the tree, the parsers and the worker
 * never weigh on a route's chunk.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { guessBodyKind } from './body-kind';
import type { BodyViewProps } from './body-view';
import './lazy-body-view.css';

const BodyView = lazy(() => import('./body-view'));

/** Starts loading the body view ahead of need (e.g. when a dialog opens). */
export function preloadBodyView(): void {
  void import('./body-view');
}

export function LazyBodyView(props: BodyViewProps) {
  if (guessBodyKind(props.text, props.contentType) === 'empty') {
    return <p className="lc-body-note">{props.emptyText}</p>;
  }
  return (
    <Suspense
      fallback={
        <div role="status" className="lc-body-note lc-body-reading">
          <Spinner size="sm" />
          <span>Reading {props.label}…</span>
        </div>
      }
    >
      <BodyView {...props} />
    </Suspense>
  );
}
