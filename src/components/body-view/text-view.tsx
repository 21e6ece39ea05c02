/**
 * A body as plain text, a chunk at a time: the first TEXT_CHUNK characters, then "Show
 * more" adds the next chunk, so a body of megabytes never becomes one huge text node.
 * The text is a React text node: markup in it is shown, never parsed.
 */
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { sizeText } from './body-kind';
import './body-view.css';

export const TEXT_CHUNK = 20_000;

export function TextView({ text, label }: { text: string; label: string }) {
  const [shown, setShown] = useState(Math.min(text.length, TEXT_CHUNK));
  const left = text.length - shown;
  return (
    <div className="lc-body-text">
      <pre role="region" aria-label={label} tabIndex={0}>
        {text.slice(0, shown)}
      </pre>
      {left > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setShown(Math.min(text.length, shown + TEXT_CHUNK))}>
          Show more ({sizeText(left)} left)
        </Button>
      ) : null}
    </div>
  );
}
