/** How much this device stores, and whether the browser promised to keep it. */
import { useEffect, useState } from 'react';
import { readStorageState, type StorageState } from '@/offline/storage';
import { formatBytes } from './record-state';
import './outbox.css';

export function StoragePanel({ recordCount }: { recordCount: number }) {
  const [state, setState] = useState<StorageState | null>(null);
  useEffect(() => {
    let live = true;
    void readStorageState().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
    // The estimate moves with what is stored: read it again when the records change.
  }, [recordCount]);

  if (state === null) return null;
  return (
    <p className="outbox-note">
      {state.usage !== null && state.quota !== null
        ? `Storage on this device: ${formatBytes(state.usage)} used of ${formatBytes(state.quota)} available. `
        : 'This browser does not report its storage use. '}
      {state.persisted === true
        ? 'The browser keeps this data until you remove it.'
        : 'The browser may clear this data if the device runs short of space or the app is not opened for a week: send your changes before then.'}
    </p>
  );
}
