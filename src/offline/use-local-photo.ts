/** A displayable URL for a photo still waiting in the outbox, built from its stored bytes and revoked when no longer shown. */
import { useEffect, useState } from 'react';
import { getRecord, photoBytes } from './outbox';

export function useLocalPhotoUrl(recordId: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (recordId === null) return;
    let created: string | null = null;
    let live = true;
    void Promise.all([getRecord(recordId), photoBytes(recordId)]).then(([record, bytes]) => {
      if (!live || record?.body?.kind !== 'file' || bytes === null) return;
      created = URL.createObjectURL(new Blob([bytes], { type: record.body.mimeType }));
      setUrl(created);
    });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [recordId]);
  return url;
}
