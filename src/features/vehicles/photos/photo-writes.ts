/**
 * Every photo change goes through the outbox, in the vehicle's group so they reach the
 * server in the order the inspector made them. A new photo gets a temporary id, so it can
 * be made main or private (or deleted) before it has been uploaded.
 */
import { deleteMaybeCreated, enqueue, enqueueComputed, type WriteRequest } from '@/offline/outbox';
import { currentOwner } from '@/offline/owner';
import type { OutboxRecord } from '@/offline/record';
import { newTempId } from '@/offline/temp-ids';
import type { CompressedPhoto } from '@/lib/photo-compression';

export const vehicleGroup = (vehicleId: number) => `vehicle:${vehicleId}`;
export const uploadPath = (vehicleId: number) => `/v3/vehicles/${vehicleId}/images`;
const imagePath = (imageId: number | string) => `/v3/util/vehicle_images/${imageId}`;

export type ImageFlags = { main_image?: 0 | 1; is_private?: 0 | 1 };

async function queue(request: WriteRequest): Promise<number> {
  const owner = currentOwner();
  if (owner === null) throw new Error('Sign in again to save changes.');
  return enqueue(owner, request);
}

export function queuePhotoUpload(vehicleId: number, photo: CompressedPhoto): Promise<number> {
  return queue({
    method: 'POST',
    path: uploadPath(vehicleId),
    body: { kind: 'file', field: 'image', fileName: photo.fileName, mimeType: photo.mimeType, bytes: photo.bytes, fields: {} },
    group: vehicleGroup(vehicleId),
    creates: { tempId: newTempId(), idField: 'vehicle_image_id' },
    label: `Photo ${photo.fileName}`,
  });
}

function flagLabel(imageId: number | string, flags: ImageFlags): string {
  const name = typeof imageId === 'number' ? `Image ${imageId}` : 'New photo';
  const changes = [
    flags.main_image === 1 ? 'set as main image' : flags.main_image === 0 ? 'no longer main image' : null,
    flags.is_private === 1 ? 'private' : flags.is_private === 0 ? 'public' : null,
  ].filter(Boolean);
  return `${name}: ${changes.join(', ')}`;
}

function flagsRequest(vehicleId: number, imageId: number | string, flags: ImageFlags): WriteRequest {
  return {
    method: 'PUT',
    path: imagePath(imageId),
    body: { kind: 'json', value: flags },
    group: vehicleGroup(vehicleId),
    resource: `vehicle_images/${imageId}`,
    label: flagLabel(imageId, flags),
  };
}

export function queueImageFlags(vehicleId: number, imageId: number | string, flags: ImageFlags): Promise<number> {
  return queue(flagsRequest(vehicleId, imageId, flags));
}

/** The image's private flag as the queue will leave it: the last queued (or just sent) change, else the server's value. */
export function queuedPrivate(inGroup: readonly OutboxRecord[], imageId: number | string, serverValue: boolean, since: number): boolean {
  const path = imagePath(imageId);
  for (const record of [...inGroup].sort((a, b) => b.id - a.id)) {
    if (record.path !== path || record.body?.kind !== 'json' || record.state === 'needs-attention') continue;
    if (record.state === 'done' && record.updatedAt <= since) continue;
    const value = (record.body.value as ImageFlags).is_private;
    if (value !== undefined) return value === 1;
  }
  return serverValue;
}

/**
 * Flips the private flag from what the queue will leave, computed in the enqueue's own
 * transaction: a hundred fast taps give exactly a hundred flips.
 */
export async function toggleImagePrivate(vehicleId: number, imageId: number | string, serverValue: boolean, since: number): Promise<void> {
  const owner = currentOwner();
  if (owner === null) throw new Error('Sign in again to save changes.');
  await enqueueComputed(owner, vehicleGroup(vehicleId), (inGroup) =>
    flagsRequest(vehicleId, imageId, { is_private: queuedPrivate(inGroup, imageId, serverValue, since) ? 0 : 1 }),
  );
}

/**
 * Deletes an image. A photo whose upload was never attempted is simply taken out of the queue
 * (with the changes made to it); one whose upload may have reached the server (its answer
 * lost, or refused) is deleted on the server after the upload resolves (deleteMaybeCreated):
 * the photo ends gone whatever state its upload was in, and never comes back.
 */
export async function deleteImage(vehicleId: number, imageId: number | string, upload: OutboxRecord | undefined): Promise<void> {
  const owner = currentOwner();
  if (owner === null) throw new Error('Sign in again to save changes.');
  await deleteMaybeCreated(owner, upload && upload.state !== 'done' ? upload.id : null, {
    method: 'DELETE',
    path: imagePath(imageId),
    body: null,
    group: vehicleGroup(vehicleId),
    resource: `vehicle_images/${imageId}`,
    label: typeof imageId === 'number' ? `Delete image ${imageId}` : 'Delete new photo',
  });
}
