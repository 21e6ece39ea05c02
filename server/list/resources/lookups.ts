/** Shared lookup lists every signed-in user reads (statuses, codes, catalogues). */
import { announcements, bodyStyles, gateStatuses, tyreBrands, vehicleStatuses } from '../../db/schema.ts';
import { defineResource } from '../resource.ts';

export const lookupResources = {
  gate_statuses3: defineResource({
    noun: 'gate status',
    table: gateStatuses,
    key: 'gate_status_code',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['gate_status_code', 'gate_status_desc'],
    filter: ['gate_status_code', 'gate_status_desc'],
    sort: ['gate_status_code', 'gate_status_desc'],
    defaultSort: [['gate_status_code', 'asc']],
  }),

  announcements: defineResource({
    noun: 'announcement',
    table: announcements,
    key: 'announcement_id',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['announcement_id', 'announcement'],
    filter: ['announcement_id', 'announcement'],
    sort: ['announcement_id', 'announcement'],
    defaultSort: [['announcement', 'asc']],
  }),

  body_styles: defineResource({
    noun: 'body style',
    table: bodyStyles,
    key: 'id',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['id', 'body_style_code', 'body_style_desc'],
    filter: ['id', 'body_style_code', 'body_style_desc'],
    sort: ['id', 'body_style_code', 'body_style_desc'],
    defaultSort: [['body_style_desc', 'asc']],
  }),

  tyre_brands: defineResource({
    noun: 'tyre brand',
    table: tyreBrands,
    key: 'brand_id',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['brand_id', 'brand'],
    filter: ['brand_id', 'brand'],
    sort: ['brand_id', 'brand'],
    defaultSort: [['brand_id', 'asc']],
  }),

  vehicle_statuses: defineResource({
    noun: 'vehicle status',
    table: vehicleStatuses,
    key: 'id',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['id', 'name'],
    defaultSort: [['id', 'asc']],
  }),
};
