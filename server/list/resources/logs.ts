/** Log resources: read-only, admin-only lists of what the platform's integrations did. */
import { apiAavalidationLogs, apiBadgeLogs, apiLogs, apiScheduleLogs, apiSpincarLogs, apiValuationLogs, flumbusLogs } from '../../db/schema.ts';
import { badgeLogListFields } from '../../../src/contract/logs.ts';
import { defineResource, type RelationDef } from '../resource.ts';

const site: RelationDef = { kind: 'belongsTo', target: 'site_summary', foreignKey: 'site_id', targetKey: 'id' };
/** The logged vehicle's identifying fields (null when the vehicle no longer exists). */
const vehicle: RelationDef = { kind: 'belongsTo', target: 'vehicle_summary', foreignKey: 'vehicle_id', targetKey: 'vehicle_id' };

/** What every log is: read-only, for global admins, newest first. */
const readOnlyLog = { key: 'id', operations: ['list', 'get'], scope: { kind: 'admin' }, defaultSort: [['id', 'desc']] } as const;

/** The badge log's fields a list shows and filters by (besides the time). */
const badgeColumns = [...badgeLogListFields, 'error_message'] as const;

export const logResources = {
  api_logs: defineResource({
    noun: 'API log',
    table: apiLogs,
    ...readOnlyLog,
    read: ['id', 'created_at', 'site_id', 'user_id', 'user', 'method', 'route', 'params', 'response_status', 'duration_ms'],
    readDetail: ['request_headers', 'request_content_type', 'request_content', 'response_content_type', 'response_content'],
    filter: ['id', 'site_id', 'user_id', 'user', 'method', 'route', 'response_status', 'created_at'],
    sort: ['id', 'created_at', 'site_id', 'user', 'method', 'route', 'response_status', 'duration_ms'],
    relations: { site },
  }),

  api_aavalidation_logs: defineResource({
    noun: 'AA validation log',
    table: apiAavalidationLogs,
    ...readOnlyLog,
    read: ['id', 'created_at', 'site_id', 'person_id', 'success', 'message', 'valid', 'payload', 'response'],
    filter: ['id', 'site_id', 'person_id', 'success', 'valid', 'message', 'created_at'],
    sort: ['id', 'created_at', 'site_id', 'person_id', 'success', 'valid', 'message'],
    relations: { site },
  }),

  api_spincar_logs: defineResource({
    noun: 'Spincar log',
    table: apiSpincarLogs,
    ...readOnlyLog,
    read: ['id', 'created_at', 'site_id', 'spincar_auction_code', 'vehicle_id', 'asset_id', 'spincar_asset_identifier', 'error'],
    readDetail: ['spincar_payload'],
    filter: ['id', 'site_id', 'spincar_auction_code', 'vehicle_id', 'asset_id', 'spincar_asset_identifier', 'error', 'created_at'],
    sort: ['id', 'created_at', 'site_id', 'vehicle_id', 'spincar_auction_code', 'asset_id', 'spincar_asset_identifier', 'error'],
    relations: { site, vehicle },
  }),

  api_badge_logs: defineResource({
    noun: 'badge log',
    table: apiBadgeLogs,
    ...readOnlyLog,
    read: [...badgeColumns, 'error_message_text', 'response', 'created_at'],
    filter: [...badgeColumns, 'created_at'],
    // The Customer column shows the site's code, and sorts by it.
    sort: [...badgeColumns, 'created_at', 'site.code'],
    relations: { site },
  }),

  api_valuation_logs: defineResource({
    noun: 'valuation log',
    table: apiValuationLogs,
    ...readOnlyLog,
    // The stored JSON is small (a few hundred bytes): it comes with each row, for the Data dialog.
    read: ['id', 'created_at', 'site_id', 'vehicle_id', 'vin', 'mileage', 'source', 'json'],
    filter: ['id', 'site_id', 'vehicle_id', 'vin', 'source', 'created_at'],
    // The Site column shows the site's name, and sorts by it.
    sort: ['id', 'created_at', 'site_id', 'site.name', 'vehicle_id', 'vin', 'mileage', 'source'],
    relations: { site, vehicle },
  }),

  api_schedule_logs: defineResource({
    noun: 'schedule log',
    table: apiScheduleLogs,
    ...readOnlyLog,
    read: ['id', 'name', 'created_at', 'output_type'],
    readDetail: ['output'],
    filter: ['id', 'name', 'output_type', 'created_at'],
    sort: ['id', 'name', 'created_at'],
  }),

  flumbus_logs: defineResource({
    noun: 'Flumbus log',
    table: flumbusLogs,
    ...readOnlyLog,
    read: [
      'id',
      'site_id',
      'status',
      'source',
      'source_content',
      'source_content_type',
      'vehicle_id',
      'error_text',
      'suppress_text',
      'has_error',
      'destination_request_endpoint',
      'destination_response_code',
      'created_at',
      'updated_at',
    ],
    readDetail: [
      'destination_request_headers',
      'destination_request_content',
      'destination_request_content_type',
      'destination_response_content',
      'destination_response_content_type',
      'destination_response_headers',
    ],
    filter: [
      'id',
      'site_id',
      'status',
      'source',
      'source_content',
      'vehicle_id',
      'has_error',
      'destination_request_endpoint',
      'destination_response_code',
      'created_at',
    ],
    sort: ['id', 'created_at', 'updated_at', 'status', 'site_id', 'source', 'vehicle_id', 'has_error', 'destination_response_code'],
    defaultPerPage: 5,
    relations: { site, vehicle },
  }),
};
