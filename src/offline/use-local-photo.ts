/** A displayable URL for a photo still waiting in the outbox, built from its stored bytes and revoked when no longer shown. */
import { useEffect, useState } from 'react';
import { getRecord } from './outbox';

export function useLocalPhotoUrl(recordId: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (recordId === null) return;
    let created: string | null = null;
    let live = true;
    void getRecord(recordId).then((record) => {
      if (!live || record?.body?.kind !== 'file' || record.body.bytes === null) return;
      created = URL.createObjectURL(new Blob([record.body.bytes], { type: record.body.mimeType }));
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
