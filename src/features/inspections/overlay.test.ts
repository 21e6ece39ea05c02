import { describe, expect, it } from 'vitest';
import type { Condition, Inspection, InspectionVehicle } from '@/contract/inspections';
import { makeRecord } from '@/test/outbox-records';
import { overlayInspection } from './overlay';

const damage = (id: number, overrides: Partial<Condition> = {}): Condition => ({
  vehicle_condition_id: id,
  condition_report_id: 7,
  item_code: 1,
  damage_code: 1,
  severity_code: 1,
  action_code: null,
  item: { id: 1, name: 'Hood' },
  damage: { id: 1, name: 'Dent' },
  severity: { id: 1, name: 'Less than 1 inch', aasc_code: '1' },
  action: null,
  description: 'server',
  has_image: 'N',
  image: null,
  repair_suggested: 0,
  repair_approved: 0,
  damage_repaired: 0,
  approvable: 1,
  labor_hours: null,
  paint_hours: null,
  part_hours: null,
  labor_cost: 100,
  paint_cost: null,
  part_cost: null,
  photo_markup: null,
  source_condition_id: null,
  etag: `"c${id}-v1"`,
  ...overrides,
});

const report = (damages: Condition[]): Inspection => ({
  condition_report_id: 7,
  vehicle_id: 5,
  condition_report_type_id: 1,
  original_report_id: null,
  grade: 4,
  comments: 'server comment',
  notes: null,
  total_damages_cost: 100,
  created_by_user: { full_name: 'Marcus Bell' },
  created_date: '2026-11-01T10:00:00Z',
  written_by_user: null,
  inspection_items: damages,
  read_only: false,
  vehicle_facts: null,
  etag: '"r7-v1"',
});

const state = (inspections: Inspection[]): InspectionVehicle =>
  ({
    vehicle_id: 5,
    site_code: 'DAL',
    keys_count: 1,
    drivable: 1,
    body_type: 'SED',
    body_style: 1,
    vehicle_status_id: 2,
    tires: null,
    vehicle_positions: [],
    vehicle_images: [],
    equipment: [],
    overall_condition_object: null,
    inspections,
    body_styles: [],
    inspection_config: { integration_autograde: false, mobile_grade_whole_numbers: false, mobile_inspection_severity_required: false, inspection_delete: true },
    can_write: true,
    etag: '"v5-v1"',
  }) as unknown as InspectionVehicle;

const fetchedAt = 1000;
const group = 'vehicle:5';

describe('the inspection as shown: the server copy with the waiting changes laid over it', () => {
  it('is the server copy when nothing waits', () => {
    const shown = overlayInspection(state([report([damage(11)])]), 5, [], fetchedAt);
    expect(shown.unsynced).toBe(0);
    expect(shown.reports[0]?.damages.map((d) => [d.id, d.fields.description, d.marks])).toEqual([[11, 'server', []]]);
  });

  it('shows a report made offline, its damages and their photos from the device, each marked waiting', () => {
    const records = [
      makeRecord({
        id: 1,
        group,
        method: 'POST',
        path: '/v3/vehicles3/5/inspections',
        body: { kind: 'json', value: {} },
        creates: { tempId: 'tmp-report0001', idField: 'condition_report_id' },
      }),
      makeRecord({
        id: 2,
        group,
        method: 'POST',
        path: '/v3/vehicles3/5/inspections/tmp-report0001/conditions',
        body: { kind: 'json', value: { item_code: 1, damage_code: 2, labor_cost: 50, paint_cost: 25.5 } },
        creates: { tempId: 'tmp-damage0001', idField: 'vehicle_condition_id' },
      }),
      makeRecord({
        id: 3,
        group,
        method: 'POST',
        path: '/v3/vehicles3/5/inspections/tmp-report0001/conditions/tmp-damage0001/images',
        body: { kind: 'file', field: 'photo', fileName: 'd.jpg', mimeType: 'image/jpeg', size: 9, fields: {} },
        creates: { tempId: 'tmp-photo00001', idField: 'image.id' },
        state: 'sending',
      }),
    ];
    const shown = overlayInspection(state([]), 5, records, fetchedAt);
    const [made] = shown.reports;
    expect(made?.id).toBe('tmp-report0001');
    expect(made?.damages[0]).toMatchObject({
      id: 'tmp-damage0001',
      fields: { item_code: 1, damage_code: 2 },
      photo: { id: 'tmp-photo00001', localRecordId: 3 },
    });
    expect(made?.damages[0]?.marks.map((mark) => mark.state)).toEqual(['waiting', 'sending']);
    expect(made?.total).toBe(75.5);
    expect(shown.unsynced).toBe(3);
  });

  it('a damage made on this device keeps the key it was first shown under once the server has it: its card is not drawn anew', () => {
    const create = (state: 'queued' | 'done') =>
      makeRecord({
        id: 1,
        group,
        method: 'POST',
        path: '/v3/vehicles3/5/inspections/7/conditions',
        body: { kind: 'json', value: { item_code: 1, damage_code: 1 } },
        creates: { tempId: 'tmp-damage0001', idField: 'vehicle_condition_id' },
        state,
        result: state === 'done' ? damage(12) : undefined,
        updatedAt: 500,
      });
    const waiting = overlayInspection(state([report([damage(11)])]), 5, [create('queued')], fetchedAt);
    expect(waiting.reports[0]?.damages.map((entry) => [entry.id, entry.key])).toEqual([
      [11, '11'],
      ['tmp-damage0001', 'tmp-damage0001'],
    ]);
    // Read again from the server after the create: the server's id, the device's key; the others keep their own.
    const read = overlayInspection(state([report([damage(11), damage(12)])]), 5, [create('done')], fetchedAt);
    expect(read.reports[0]?.damages.map((entry) => [entry.id, entry.key])).toEqual([
      [11, '11'],
      [12, 'tmp-damage0001'],
    ]);
  });

  it('draws a markup only over the photo it names (ADR 0095): the device’s own photo by the hash it took, the server’s by its hash', () => {
    const taken = 'a1'.repeat(32);
    const circle = { type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.1 } as const;
    const markup = { photo_sha256: taken, shapes: [circle] };
    const conditions = '/v3/vehicles3/5/inspections/7/conditions';
    const edit = makeRecord({ id: 1, group, path: `${conditions}/11`, body: { kind: 'json', value: { photo_markup: markup } } });
    const upload = makeRecord({
      id: 2,
      group,
      method: 'POST',
      path: `${conditions}/11/images`,
      body: { kind: 'file', field: 'photo', fileName: 'd.jpg', mimeType: 'image/jpeg', size: 9, fields: {}, sha256: taken },
      creates: { tempId: 'tmp-photo00001', idField: 'image.id' },
    });
    const onServer = (sha256: string) => ({ id: 3, small: 's', original: 'o', sha256, captured_at: '2026-11-01T10:00:00Z', width: 640, height: 480 });
    const shownMarkup = (server: Condition, records: ReturnType<typeof makeRecord>[]) =>
      overlayInspection(state([report([server])]), 5, records, fetchedAt).reports[0]?.damages[0]?.fields.photo_markup ?? null;
    // Drawn on a new photo still on the device: shown over it.
    expect(shownMarkup(damage(11, { image: onServer('b2'.repeat(32)), has_image: 'Y' }), [edit, upload])).toEqual(markup);
    // Drawn on the server's photo, which another device has replaced since: not drawn over the new one.
    expect(shownMarkup(damage(11, { image: onServer(taken), has_image: 'Y' }), [edit])).toEqual(markup);
    expect(shownMarkup(damage(11, { image: onServer('b2'.repeat(32)), has_image: 'Y' }), [edit])).toBeNull();
    expect(shownMarkup(damage(11), [edit])).toBeNull();
    // The photo's upload answered: its reply's markup, the server's once the photo it names arrived.
    const answered = makeRecord({
      ...upload,
      state: 'done',
      updatedAt: fetchedAt + 1,
      result: damage(11, { image: onServer(taken), has_image: 'Y', photo_markup: markup }),
    });
    expect(shownMarkup(damage(11), [answered])).toEqual(markup);
  });

  it('applies a waiting edit; flags a refused one without applying it; a conflict shows mine with its mark', () => {
    const path = '/v3/vehicles3/5/inspections/7/conditions/11';
    const waiting = overlayInspection(
      state([report([damage(11)])]),
      5,
      [makeRecord({ id: 1, group, path, body: { kind: 'json', value: { description: 'tablet' } } })],
      fetchedAt,
    );
    expect(waiting.reports[0]?.damages[0]?.fields.description).toBe('tablet');
    const refused = overlayInspection(
      state([report([damage(11)])]),
      5,
      [makeRecord({ id: 1, group, path, body: { kind: 'json', value: { description: 'x' } }, state: 'needs-attention' })],
      fetchedAt,
    );
    expect(refused.reports[0]?.damages[0]?.fields.description).toBe('server');
    expect(refused.reports[0]?.damages[0]?.marks.map((mark) => mark.state)).toEqual(['refused']);
    const conflict = overlayInspection(
      state([report([damage(11)])]),
      5,
      [makeRecord({ id: 1, group, path, body: { kind: 'json', value: { description: 'mine' } }, state: 'conflict' })],
      fetchedAt,
    );
    expect(conflict.reports[0]?.damages[0]?.marks[0]?.state).toBe('conflict');
  });

  it('removes a damage whose delete waits, and keeps one whose delete was refused', () => {
    const path = '/v3/vehicles3/5/inspections/7/conditions/11';
    expect(
      overlayInspection(
        state([report([damage(11), damage(12)])]),
        5,
        [makeRecord({ id: 1, group, method: 'DELETE', path, body: null })],
        fetchedAt,
      ).reports[0]?.damages.map((d) => d.id),
    ).toEqual([12]);
    const refused = overlayInspection(
      state([report([damage(11)])]),
      5,
      [makeRecord({ id: 1, group, method: 'DELETE', path, body: null, state: 'needs-attention' })],
      fetchedAt,
    );
    expect(refused.reports[0]?.damages.map((d) => d.id)).toEqual([11]);
  });

  it('keeps a report whose delete was refused, marked; a refused create of a report made elsewhere meanwhile is marked on that report', () => {
    const refusedDelete = makeRecord({ id: 1, group, method: 'DELETE', path: '/v3/vehicles3/5/inspections/7', body: null, state: 'needs-attention' });
    const kept = overlayInspection(state([report([damage(11)])]), 5, [refusedDelete], fetchedAt);
    expect(kept.reports.map((r) => [r.id, r.marks.map((mark) => [mark.state, mark.record.id])])).toEqual([[7, [['refused', 1]]]]);
    const create = { group, method: 'POST' as const, path: '/v3/vehicles3/5/inspections', body: { kind: 'json' as const, value: {} } };
    const refusedCreate = makeRecord({ ...create, id: 2, creates: { tempId: 'tmp-report0002', idField: 'condition_report_id' }, state: 'needs-attention' });
    const onServer = overlayInspection(state([report([])]), 5, [refusedCreate], fetchedAt);
    expect(onServer.reports.map((r) => [r.id, r.marks.map((mark) => [mark.state, mark.record.id])])).toEqual([[7, [['refused', 2]]]]);
    expect(onServer.unsynced).toBe(1);
    // One still on its way ends in the report the server has: nothing to show but that it waits.
    const waiting = overlayInspection(state([report([])]), 5, [{ ...refusedCreate, state: 'queued' }], fetchedAt);
    expect(waiting.reports.map((r) => [r.id, r.marks])).toEqual([[7, []]]);
  });

  it('applies a change sent after the copy was read (not in it yet), unmarked; ignores one the copy already has', () => {
    const path = '/v3/vehicles3/5/inspections/7?with[]=inspection_items';
    const newer = makeRecord({ id: 1, group, path, body: { kind: 'json', value: { comments: 'sent since' } }, state: 'done', updatedAt: fetchedAt + 1 });
    const older = makeRecord({ id: 2, group, path, body: { kind: 'json', value: { notes: 'old news' } }, state: 'done', updatedAt: fetchedAt - 1 });
    const shown = overlayInspection(state([report([])]), 5, [newer, older], fetchedAt);
    expect(shown.reports[0]?.fields).toMatchObject({ comments: 'sent since', notes: null });
    expect(shown.unsynced).toBe(0);
  });

  it('lays the vehicle’s condition fields over the server’s, and leaves other vehicles’ records alone', () => {
    const records = [
      makeRecord({ id: 1, group, path: '/v3/vehicles3/5?with[]=equipment', body: { kind: 'json', value: { keys_count: 0, drivable: 0 } } }),
      makeRecord({ id: 2, group: 'vehicle:6', path: '/v3/vehicles3/6?with[]=equipment', body: { kind: 'json', value: { keys_count: 4 } } }),
    ];
    const shown = overlayInspection(state([]), 5, records, fetchedAt);
    expect(shown.vehicle.fields).toMatchObject({ keys_count: 0, drivable: 0, body_type: 'SED' });
    expect(shown.vehicle.marks).toHaveLength(1);
  });
});
