/**
 * The damage dialog's photo: one JPG or PNG, taken with the tablet's camera
 * or chosen from the files; the one chosen, else the damage's own (from the server, or still
 * waiting in the outbox), is shown with its markup, which can be drawn on it
 * (photo-markup-editor.tsx); it can be removed. Plain elements (damage-dialog.css).
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { apiUrl } from '@/api/http';
import { useLocalPhotoUrl } from '@/offline/use-local-photo';
import type { MarkupDrawing } from '@/contract/photo-markup';
import type { ShownDamage } from './overlay';
import { PhotoMarkupEditor } from './photo-markup-editor';
import { Button } from '@/components/ui/button';
import { canDecodePhoto, unreadablePhotoText } from '@/lib/photo-compression';

const photoTypes = 'image/jpeg,image/png,.jpg,.jpeg,.png';

interface PhotoPickerProps {
  /** A photo chosen in the dialog, not yet saved. */
  chosen: File | null;
  /** The damage's photo is to be removed on Save. */
  removed: boolean;
  current: ShownDamage['photo'];
  onPick: (file: File) => void;
  onRemove: () => void;
  /** The markup drawn over the photo shown, and whether a change of it can be undone. */
  markup: MarkupDrawing | null;
  canUndo: boolean;
  onMarkup: (markup: MarkupDrawing | null) => void;
  onUndo: () => void;
  /** A chosen photo is being read (Save waits: the photo is not in the damage until it has been). */
  onReading: (reading: boolean) => void;
}

export const PhotoPicker = memo(function PhotoPicker({
  chosen,
  removed,
  current,
  onPick,
  onRemove,
  markup,
  canUndo,
  onMarkup,
  onUndo,
  onReading,
}: PhotoPickerProps) {
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const localUrl = useLocalPhotoUrl(current?.localRecordId ?? null);
  const chosenUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);
  const shownUrl = chosenUrl ?? (removed ? null : current?.small ? apiUrl(current.small) : localUrl);
  const [refusal, setRefusal] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name)) {
      setRefusal('A damage photo must be a JPG or PNG image.');
      return;
    }
    setRefusal(null);
    // One the device cannot decode (damaged, or a HEIC renamed .jpg) is refused now, and the photo shown stays.
    onReading(true);
    void canDecodePhoto(file).then((readable) => {
      onReading(false);
      if (readable) onPick(file);
      else setRefusal(unreadablePhotoText(file.name));
    });
  };
  return (
    <div className="insp-stack" data-gap="s">
      <p className="damage-dialog-heading">Photo</p>
      {shownUrl ? (
        <PhotoMarkupEditor
          src={shownUrl}
          alt={chosen ? 'The photo chosen' : 'The damage photo'}
          markup={markup}
          canUndo={canUndo}
          onChange={onMarkup}
          onUndo={onUndo}
        />
      ) : (
        <p className="insp-muted">No photo</p>
      )}
      <div className="insp-row">
        <Button variant="outline" onClick={() => camera.current?.click()}>
          Take photo
        </Button>
        <Button variant="outline" onClick={() => files.current?.click()}>
          Choose photo
        </Button>
        {shownUrl ? (
          <Button variant="outline" colorPalette="red" onClick={onRemove}>
            Remove photo
          </Button>
        ) : null}
      </div>
      <input
        ref={camera}
        type="file"
        accept={photoTypes}
        capture="environment"
        hidden
        aria-label="Camera photo"
        onChange={(event) => take(event.target.files?.[0])}
      />
      <input ref={files} type="file" accept={photoTypes} hidden aria-label="Photo file" onChange={(event) => take(event.target.files?.[0])} />
      {refusal ? (
        <p className="insp-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
});
