/**
 * One image of the vehicle: the picture (or a walkaround link), its type, its flags and its
 * actions. Memoised on what it shows: every outbox change rebuilds the list's image
 * objects, and re-rendering every card each time made tasks over 50 ms while photos were
 * being added (issue 4's budget).
 */
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { memo } from 'react';
import { apiUrl } from '@/api/http';
import { Checkbox } from '@/components/ui/checkbox';
import { useLocalPhotoUrl } from '@/offline/use-local-photo';
import type { ShownImage } from './shown-images';
import '../vehicle.css';
import './photos.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { Text } from '@/components/ui/text';

const pendingText = {
  queued: 'Waiting to upload',
  sending: 'Sending',
  'failed-retrying': 'Waiting for the connection',
  'needs-attention': 'Needs attention',
  conflict: 'Needs attention',
  done: null,
} as const;

/** What a card's buttons do, by image id (the list resolves the image as it is then); stable across renders. */
export interface ImageActions {
  onSetMain: (id: ShownImage['id']) => void;
  onTogglePrivate: (id: ShownImage['id']) => void;
  onDelete: (id: ShownImage['id']) => void;
}

/** Whether two versions of an image look the same on a card (the upload record's other fields are not shown). */
export function sameCard(a: ShownImage, b: ShownImage): boolean {
  return (
    a.id === b.id &&
    a.src === b.src &&
    a.localRecordId === b.localRecordId &&
    a.typeName === b.typeName &&
    a.spinLink === b.spinLink &&
    a.isMain === b.isMain &&
    a.isPrivate === b.isPrivate &&
    a.pending === b.pending
  );
}

function describe(image: ShownImage): string {
  return typeof image.id === 'number' ? `image ${image.id}` : 'new photo';
}

interface ImageCardProps {
  image: ShownImage;
  actions: ImageActions;
}

export const ImageCard = memo(
  function ImageCard({ image, actions }: ImageCardProps) {
    const localUrl = useLocalPhotoUrl(image.localRecordId);
    const src = image.src !== null ? apiUrl(image.src) : localUrl;
    const name = describe(image);
    const pending = image.pending ? pendingText[image.pending] : null;
    return (
      <li className="photos-card" aria-label={`Photo: ${name}`}>
        <div className="photos-picture">
          {image.spinLink ? (
            <div className="photos-walkaround">
              <Link href={image.spinLink} target="_blank" rel="noopener noreferrer" className="photos-walkaround-link">
                Walkaround
              </Link>
            </div>
          ) : src ? (
            <img src={src} alt={`Vehicle photo, ${name}`} loading="lazy" />
          ) : null}
          <div className="photos-flags">
            {image.isMain ? <Badge colorPalette="green">Main image</Badge> : null}
            {image.isPrivate ? <Badge colorPalette="purple">Private</Badge> : null}
            {pending ? <Badge colorPalette={image.pending === 'needs-attention' || image.pending === 'conflict' ? 'orange' : 'yellow'}>{pending}</Badge> : null}
          </div>
        </div>
        <Text tone="muted" className="photos-type">
          Type: {image.typeName}
        </Text>
        <div className="photos-actions">
          <Button size="sm" variant="outline" disabled={image.isMain} onClick={() => actions.onSetMain(image.id)} aria-label={`Set as main: ${name}`}>
            Set as main
          </Button>
          {/* A native checkbox: each tap is one change event, however fast the taps (the queue computes the flip). */}
          <Checkbox checked={image.isPrivate} onChange={() => actions.onTogglePrivate(image.id)}>
            Private<VisuallyHidden> ({name})</VisuallyHidden>
          </Checkbox>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => actions.onDelete(image.id)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </div>
      </li>
    );
  },
  (before: ImageCardProps, after: ImageCardProps) => before.actions === after.actions && sameCard(before.image, after.image),
);
