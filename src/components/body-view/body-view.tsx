/**
 * One logged body, shown safely: JSON and XML as a collapsible tree (with a switch to the
 * raw text), anything else as text, the caller's placeholder when there is none. Large
 * JSON is parsed in a worker and XML after a paint (open-body.ts), so the dialog appears
 * at once and says "Reading…" meanwhile. Loaded lazily (lazy-body-view.tsx): the tree, the
 * text view and the parsers are not in any route's chunk.
 */
import { Button } from '@/components/ui/button';
import { useEffect, useRef, useState } from 'react';
import { sizeText } from './body-kind';
import { openBody, openBodyNow, type OpenedBody } from './open-body';
import { TextView } from './text-view';
import { TreeView } from './tree-view';
import { Spinner } from '@/components/ui/spinner';
import './lazy-body-view.css';
import './body-view.css';

export interface BodyViewProps {
  text: string | null | undefined;
  contentType?: string | null;
  /** The body's name, for its tree or text region: "Response Body". */
  label: string;
  /** Shown when there is no body: "No Response Body". */
  emptyText: string;
}

const formatName = { json: 'JSON', xml: 'XML' } as const;

/** A small document opens whole (a valuation, a badge answer); a large one two levels deep. */
const SMALL_BODY = 4096;

export default function BodyView({ text, contentType, label, emptyText }: BodyViewProps) {
  const [body, setBody] = useState<OpenedBody | null>(() => openBodyNow(text, contentType));
  const [asText, setAsText] = useState(false);
  const opened = useRef<OpenedBody | null>(body);

  useEffect(() => {
    let current = true;
    if (opened.current === null) {
      void openBody(text, contentType).then((result) => {
        if (!current) {
          if (result.kind === 'json' || result.kind === 'xml') result.close();
          return;
        }
        opened.current = result;
        setBody(result);
      });
    }
    return () => {
      current = false;
      const done = opened.current;
      if (done && (done.kind === 'json' || done.kind === 'xml')) done.close();
      opened.current = null;
    };
    // The body of a mounted view does not change: callers key the view by the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (body === null) {
    return (
      <div role="status" className="lc-body-note lc-body-reading">
        <Spinner size="sm" />
        <span>Reading {label}…</span>
      </div>
    );
  }
  if (body.kind === 'empty') {
    return <p className="lc-body-note">{emptyText}</p>;
  }
  if (body.kind === 'text') return <TextView text={body.text} label={label} />;

  return (
    <div className="lc-body">
      <div className="lc-body-bar">
        <p>
          {formatName[body.kind]} · {sizeText(body.text.length)}
        </p>
        <div role="group" aria-label={`Show ${label} as`} className="lc-body-switch">
          <Button size="xs" variant={asText ? 'ghost' : 'subtle'} aria-pressed={!asText} onClick={() => setAsText(false)}>
            Tree
          </Button>
          <Button size="xs" variant={asText ? 'subtle' : 'ghost'} aria-pressed={asText} onClick={() => setAsText(true)}>
            Text
          </Button>
        </div>
      </div>
      {asText ? (
        <TextView text={body.text} label={label} />
      ) : (
        <div className="lc-body-frame">
          <TreeView source={body.source} label={label} openDepth={body.text.length < SMALL_BODY ? 6 : 2} />
        </div>
      )}
    </div>
  );
}
