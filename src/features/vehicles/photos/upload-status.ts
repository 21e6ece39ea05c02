/** What the uploader says about one file, from its compression and its outbox record. */
import { progressPercent } from '@/offline/progress';
import type { OutboxRecord } from '@/offline/record';
import type { Progress } from '@/offline/transport';

export type UploadEntry =
  | { key: string; name: string; step: 'compressing' }
  | { key: string; name: string; step: 'failed'; error: string }
  | { key: string; name: string; step: 'queued'; recordId: number };

export interface EntryStatus {
  text: string;
  finished: boolean;
  tone: 'muted' | 'busy' | 'ok' | 'error';
}

export function entryStatus(entry: UploadEntry, record: OutboxRecord | undefined, progress: Progress | undefined): EntryStatus {
  if (entry.step === 'compressing') return { text: 'Preparing…', finished: false, tone: 'busy' };
  if (entry.step === 'failed') return { text: entry.error, finished: true, tone: 'error' };
  // A record that is gone was sent and pruned, or discarded from the outbox page.
  if (record === undefined || record.state === 'done') return { text: 'Uploaded', finished: true, tone: 'ok' };
  switch (record.state) {
    case 'queued':
      return { text: 'Saved on this device, waiting to upload', finished: false, tone: 'muted' };
    case 'sending': {
      const percent = progressPercent(progress);
      return { text: percent === null ? 'Uploading' : `Uploading ${percent}%`, finished: false, tone: 'busy' };
    }
    case 'failed-retrying':
      return { text: 'Saved on this device, will retry when the connection allows', finished: false, tone: 'muted' };
    case 'needs-attention':
    case 'conflict':
      return { text: record.lastError ?? 'The server refused this photo', finished: false, tone: 'error' };
  }
}
