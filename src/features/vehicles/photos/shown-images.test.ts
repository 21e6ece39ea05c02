import { describe, expect, it } from 'vitest';
import type { VehicleImage } from '@/contract/vehicles';
import { makeRecord } from '@/test/outbox-records';
import { shownImages } from './shown-images';

const path = '/v3/vehicles/9/images';
const image = (id: number, overrides: Partial<VehicleImage> = {}): VehicleImage => ({
  vehicle_image_id: id,
  vehicle_id: 9,
  is_private: 0,
  main_image: 0,
  created_at: `2026-11-0${id}T10:00:00.000Z`,
  vehicle_images_type_name: 'photo',
  other_sizes: { small: `/s/${id}`, thumb: `/t/${id}`, original: `/o/${id}` },
  ...overrides,
});
const upload = (id: number, tempId: string, overrides = {}) =>
  makeRecord({
    id,
    method: 'POST',
    path,
    body: { kind: 'file', field: 'image', fileName: 'p.jpg', mimeType: 'image/jpeg', size: 1, fields: {} },
    creates: { tempId, idField: 'vehicle_image_id' },
    createdAt: Date.parse('2026-11-20T00:00:00Z') + id,
    ...overrides,
  });
const ids = (list: { id: number | string }[]) => list.map((item) => item.id);

describe('shownImages', () => {
  it('shows the main image first, then newest first', () => {
    expect(ids(shownImages([image(1), image(3), image(2, { main_image: 1 })], [], path, 0))).toEqual([2, 3, 1]);
  });

  it('shows photos waiting to upload at once, newest first after the main image, from their local bytes', () => {
    const shown = shownImages([image(1, { main_image: 1 }), image(2)], [upload(10, 'tmp-aaaaaaaaaa'), upload(11, 'tmp-bbbbbbbbbb')], path, 0);
    expect(ids(shown)).toEqual([1, 'tmp-bbbbbbbbbb', 'tmp-aaaaaaaaaa', 2]);
    expect(shown[1]).toMatchObject({ src: null, localRecordId: 11, pending: 'queued' });
  });

  it('applies queued flags: one main image, private, and hides a queued delete', () => {
    const records = [
      makeRecord({ id: 1, path: '/v3/util/vehicle_images/1', body: { kind: 'json', value: { main_image: 1 } } }),
      makeRecord({ id: 2, path: '/v3/util/vehicle_images/2', body: { kind: 'json', value: { is_private: 1 } } }),
      makeRecord({ id: 3, method: 'DELETE', path: '/v3/util/vehicle_images/3', body: null }),
    ];
    const shown = shownImages([image(1), image(2, { main_image: 1 }), image(3)], records, path, 0);
    expect(shown.map((item) => [item.id, item.isMain, item.isPrivate, item.pending])).toEqual([
      [1, true, false, 'queued'],
      [2, false, true, 'queued'],
    ]);
  });

  it('applies flags queued on a photo not uploaded yet (by its temporary id)', () => {
    const records = [
      upload(1, 'tmp-aaaaaaaaaa'),
      makeRecord({ id: 2, path: '/v3/util/vehicle_images/tmp-aaaaaaaaaa', body: { kind: 'json', value: { main_image: 1, is_private: 1 } } }),
    ];
    const [first] = shownImages([image(5, { main_image: 1 })], records, path, 0);
    expect(first).toMatchObject({ id: 'tmp-aaaaaaaaaa', isMain: true, isPrivate: true });
  });

  it('shows a finished upload from its reply until the list is fetched again, never twice', () => {
    const done = upload(1, 'tmp-aaaaaaaaaa', { state: 'done', result: image(7), updatedAt: 500 });
    expect(ids(shownImages([image(1)], [done], path, 100))).toEqual([7, 1]);
    expect(ids(shownImages([image(1), image(7)], [done], path, 900))).toEqual([7, 1]);
    expect(ids(shownImages([image(1)], [done], path, 900))).toEqual([1]);
  });

  it('does not pretend a refused change happened, but marks its image', () => {
    const refused = makeRecord({ id: 1, state: 'needs-attention', path: '/v3/util/vehicle_images/1', body: { kind: 'json', value: { is_private: 1 } } });
    expect(shownImages([image(1)], [refused], path, 0)[0]).toMatchObject({ isPrivate: false, pending: 'needs-attention' });
  });

  it('links a walkaround instead of showing it as a picture', () => {
    const spin = image(4, { vehicle_images_type_name: 'spin', other_sizes: { small: 'https://spin', thumb: 'https://spin', original: 'https://spin' } });
    expect(shownImages([spin], [], path, 0)[0]).toMatchObject({ src: null, spinLink: 'https://spin', typeName: 'spin' });
  });

  it('keeps showing a change sent after the list was fetched, until the list is fetched again', () => {
    const sent = makeRecord({ id: 1, state: 'done', updatedAt: 500, path: '/v3/util/vehicle_images/1', body: { kind: 'json', value: { is_private: 1 } } });
    expect(shownImages([image(1)], [sent], path, 100)[0]).toMatchObject({ isPrivate: true, pending: null });
    expect(shownImages([image(1)], [sent], path, 900)[0]).toMatchObject({ isPrivate: false });
  });
});
