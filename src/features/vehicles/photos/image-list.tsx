/**
 * The vehicle's images as a grid, with the outbox's pending changes applied, and the delete
 * confirmation. Set as main moves the image first and turns its button off: the focus goes to
 * that card's Private checkbox rather than to the page's body (ADR 0102).
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFocusHandOff } from '@/components/ui/focus-hand-off';
import { showSnackbar } from '@/components/snackbar';
import { ImageCard, type ImageActions } from './image-card';
import { deleteImage, queueImageFlags, toggleImagePrivate } from './photo-writes';
import type { ShownImage } from './shown-images';
import '../vehicle.css';
import './photos.css';
import { Text } from '@/components/ui/text';

function reportFailure(error: unknown): void {
  showSnackbar({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
}

/** `since`: when the server's list was fetched (changes sent after it are not in it yet). */
export function ImageList({ vehicleId, images, since }: { vehicleId: number; images: ShownImage[]; since: number }) {
  const [toDelete, setToDelete] = useState<ShownImage | null>(null);
  // The cards are memoised: their actions stay the same and read the images as they are now.
  const current = useRef({ images, since });
  useLayoutEffect(() => {
    current.current = { images, since };
  }, [images, since]);
  const handOff = useFocusHandOff();
  const actions = useMemo<ImageActions>(() => {
    const find = (id: ShownImage['id']) => current.current.images.find((image) => image.id === id);
    return {
      onSetMain: (id) => {
        const button = document.activeElement;
        const card = button?.closest('li');
        if (button && card) handOff(button, () => (card.isConnected ? card.querySelector<HTMLElement>('input[type="checkbox"]') : null));
        void queueImageFlags(vehicleId, id, { main_image: 1 }).catch(reportFailure);
      },
      onTogglePrivate: (id) => {
        const image = find(id);
        if (image) void toggleImagePrivate(vehicleId, id, image.serverPrivate, current.current.since).catch(reportFailure);
      },
      onDelete: (id) => setToDelete(find(id) ?? null),
    };
  }, [vehicleId, handOff]);

  if (images.length === 0) return <Text tone="muted">This vehicle has no photos yet.</Text>;
  return (
    <>
      <ul aria-label="Vehicle images" className="photos-grid">
        {images.map((image) => (
          <ImageCard key={image.id} image={image} actions={actions} />
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this photo?"
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteImage(vehicleId, toDelete.id, toDelete.upload).catch(reportFailure);
          setToDelete(null);
        }}
      >
        The photo is removed from the vehicle. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
