/**
 * The image-only uploader: drop photos, choose them, or take one with the tablet's camera.
 * Each photo is compressed, then saved in the outbox (on disk) before the uploader says
 * so; the outbox uploads it when it can. "Clear uploaded" takes finished files out of the
 * list, as a submit would: choosing a photo already queues it, so there is no submit to forget.
 */
import { Button } from '@/components/ui/button';
import { memo, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { compressPhoto, prepareCompression } from '@/lib/photo-compression';
import { useUploadProgress } from '@/offline/progress';
import type { OutboxRecord } from '@/offline/record';
import { queuePhotoUpload } from './photo-writes';
import { entryStatus, type EntryStatus, type UploadEntry } from './upload-status';
import '../vehicle.css';
import './photos.css';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { Text } from '@/components/ui/text';

let nextKey = 0;

/**
 * The drop zone and its buttons. Memoised, as are the rows below: the page re-renders on
 * every outbox change, and re-rendering all of it each time made tasks over 50 ms while
 * photos were being added (issue 4's budget).
 */
const DropZone = memo(function DropZone({ onFiles }: { onFiles: (files: readonly File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className="photos-drop"
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="photos-drop-text">Drop photos here, or</p>
      <div className="photos-drop-buttons">
        <Button colorPalette="brand" onClick={() => filesInput.current?.click()}>
          Choose photos
        </Button>
        <Button variant="outline" onClick={() => cameraInput.current?.click()}>
          Take photo
        </Button>
      </div>
      {/* The buttons above open these: out of the tab order and of the accessibility tree (a screen
          reader would list them as two more buttons), the tests' setInputFiles finds them by their label. */}
      <input
        ref={filesInput}
        type="file"
        accept="image/*"
        multiple
        className={visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Photo files"
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className={visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Camera photo"
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
});

const EntryRow = memo(function EntryRow({ name, text, tone }: { name: string; text: string; tone: EntryStatus['tone'] }) {
  return (
    <li className="photos-entry">
      <Text className="photos-entry-name">{name}</Text>
      <p className="photos-entry-status" data-tone={tone}>
        {text}
      </p>
    </li>
  );
});

export function PhotoUploader({ vehicleId, records }: { vehicleId: number; records: readonly OutboxRecord[] }) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const progress = useUploadProgress();
  const work = useRef(Promise.resolve());
  useEffect(prepareCompression, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const replace = (key: string, entry: UploadEntry) => setEntries((list) => list.map((item) => (item.key === key ? entry : item)));
      const added = files.map((file) => ({ file, entry: { key: `upload-${nextKey++}`, name: file.name, step: 'compressing' } as const }));
      setEntries((list) => [...list, ...added.map((item) => item.entry)]);
      // One at a time: decoding a 12-megapixel photo takes about 50 MB of memory.
      for (const { file, entry } of added) {
        work.current = work.current.then(async () => {
          try {
            const recordId = await queuePhotoUpload(vehicleId, await compressPhoto(file));
            replace(entry.key, { key: entry.key, name: entry.name, step: 'queued', recordId });
          } catch (error) {
            replace(entry.key, { key: entry.key, name: entry.name, step: 'failed', error: error instanceof Error ? error.message : String(error) });
          }
        });
      }
    },
    [vehicleId],
  );

  const statuses = entries.map((entry) => ({
    entry,
    status: entryStatus(
      entry,
      entry.step === 'queued' ? records.find((record) => record.id === entry.recordId) : undefined,
      entry.step === 'queued' ? progress.get(entry.recordId) : undefined,
    ),
  }));
  const finishedKeys = new Set(statuses.filter((item) => item.status.finished).map((item) => item.entry.key));

  return (
    <section className="vehicle-section" aria-label="Add photos">
      <DropZone onFiles={addFiles} />
      {entries.length > 0 ? (
        <div className="photos-added">
          <ul aria-label="Photos added" className="photos-entries">
            {statuses.map(({ entry, status }) => (
              <EntryRow key={entry.key} name={entry.name} text={status.text} tone={status.tone} />
            ))}
          </ul>
          <Button
            className="photos-clear"
            size="sm"
            variant="outline"
            disabled={finishedKeys.size === 0}
            onClick={() => setEntries((list) => list.filter((entry) => !finishedKeys.has(entry.key)))}
          >
            Clear uploaded
          </Button>
        </div>
      ) : null}
    </section>
  );
}
