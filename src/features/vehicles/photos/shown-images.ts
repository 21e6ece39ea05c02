/**
 * The image list as the inspector should see it: the server's images with the changes
 * still in the outbox applied on top (new photos from their local bytes, flags, deletes),
 * main image first, then newest. Pure, so the rules are tested without a browser.
 */
import * as v from 'valibot';
import { VehicleImage } from '@/contract/vehicles';
import type { OutboxRecord, RecordState } from '@/offline/record';
import { isPending } from '@/offline/record';

export interface ShownImage {
  /** The server's id, or the temporary id of a photo not uploaded yet. */
  id: number | string;
  /** A server image path (relative to the API), or null for a local photo (see localRecordId). */
  src: string | null;
  /** The outbox record holding a photo's bytes while it waits to be uploaded. */
  localRecordId: number | null;
  /** The outbox record of a photo's upload, done or not. */
  upload: OutboxRecord | undefined;
  typeName: string;
  /** A walkaround's link. */
  spinLink: string | null;
  isMain: boolean;
  isPrivate: boolean;
  /** The private flag as the server last said (false for a photo not uploaded yet). */
  serverPrivate: boolean;
  createdAt: string;
  /** The state of the oldest change to this image still on its way, if any. */
  pending: RecordState | null;
}

const imageIdOf = (path: string): string | null => path.match(/\/vehicle_images\/([^/?]+)$/)?.[1] ?? null;

function fromServer(image: VehicleImage): ShownImage {
  const spin = image.vehicle_images_type_name === 'spin';
  return {
    id: image.vehicle_image_id,
    src: spin ? null : image.other_sizes.small,
    localRecordId: null,
    upload: undefined,
    typeName: image.vehicle_images_type_name,
    spinLink: spin ? image.other_sizes.original : null,
    isMain: image.main_image === 1,
    isPrivate: image.is_private === 1,
    serverPrivate: image.is_private === 1,
    createdAt: image.created_at,
    pending: null,
  };
}

/**
 * @param uploadPath the vehicle's upload path: records posting there are its new photos.
 * @param serverUpdatedAt when the server list's read was sent (read-since.ts): uploads finished after it are
 *   shown from their reply until the list is fetched again.
 */
export function shownImages(server: readonly VehicleImage[], records: readonly OutboxRecord[], uploadPath: string, serverUpdatedAt: number): ShownImage[] {
  const images = new Map<string, ShownImage>(server.map((image) => [String(image.vehicle_image_id), fromServer(image)]));
  const byTempId = new Map<string, string>();

  for (const record of [...records].sort((a, b) => a.id - b.id)) {
    if (record.method === 'POST' && record.path === uploadPath) {
      if (record.state === 'done') {
        const reply = v.safeParse(VehicleImage, record.result);
        if (!reply.success) continue;
        const id = String(reply.output.vehicle_image_id);
        if (record.creates) byTempId.set(record.creates.tempId, id);
        const known = images.get(id);
        if (known) known.upload = record;
        else if (record.updatedAt > serverUpdatedAt) images.set(id, { ...fromServer(reply.output), upload: record });
        continue;
      }
      const id = record.creates?.tempId ?? `record-${record.id}`;
      images.set(id, {
        id,
        src: null,
        localRecordId: record.id,
        upload: record,
        typeName: 'photo',
        spinLink: null,
        isMain: false,
        isPrivate: false,
        serverPrivate: false,
        createdAt: new Date(record.createdAt).toISOString(),
        pending: record.state,
      });
      continue;
    }
    // A change sent after the list was fetched is not in it yet: apply it, without a "pending" mark.
    const sentSince = record.state === 'done' && record.updatedAt > serverUpdatedAt;
    if (!isPending(record) && record.state !== 'needs-attention' && !sentSince) continue;
    const target = imageIdOf(record.path);
    if (target === null) continue;
    const key = byTempId.get(target) ?? target;
    const image = images.get(key);
    if (!image) continue;
    if (!sentSince) image.pending ??= record.state;
    // A refused change is flagged on its image but not shown as if it had happened.
    if (record.state === 'needs-attention') continue;
    if (record.method === 'DELETE') {
      images.delete(key);
      continue;
    }
    const flags = record.body?.kind === 'json' ? (record.body.value as { main_image?: number; is_private?: number }) : {};
    if (flags.is_private !== undefined) image.isPrivate = flags.is_private === 1;
    if (flags.main_image === 1) for (const other of images.values()) other.isMain = other === image;
    else if (flags.main_image === 0) image.isMain = false;
  }

  const time = (image: ShownImage) => Date.parse(image.createdAt.replace(' ', 'T')) || 0;
  return [...images.values()].sort((a, b) => Number(b.isMain) - Number(a.isMain) || time(b) - time(a));
}
