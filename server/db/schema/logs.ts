/** The logs the admin screens read: API calls, the integrations' calls (AA validation, Spincar, badges, valuations), schedules, Flumbus. */
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef, updatedAt } from './columns.ts';
import { users } from './auth.ts';
import { sites } from './platform.ts';

export const apiLogs = sqliteTable(
  'api_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').references(() => sites.id),
    user_id: integer('user_id').references(() => users.id),
    user: text('user'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    params: text('params'),
    request_headers: text('request_headers'),
    request_content_type: text('request_content_type'),
    request_content: text('request_content'),
    response_status: integer('response_status'),
    response_content_type: text('response_content_type'),
    response_content: text('response_content'),
    duration_ms: integer('duration_ms'),
    created_at: createdAt(),
  },
  (t) => [index('api_logs_site_idx').on(t.site_id, t.id), index('api_logs_method_idx').on(t.method, t.id)],
);

/**
 * The API log's total size as its retention counts it (server/http/api-log.ts): the sum of its
 * rows (ids 1 to 16), one of which each row's insert adds to in the same transaction, measured
 * again by the prune, so that every server process sharing the database sees one figure and the
 * cap holds with several. Several rows, so that concurrent calls do not all wait for one row's lock.
 */
export const apiLogSize = sqliteTable('api_log_size', {
  id: integer('id').primaryKey(),
  bytes: integer('bytes').notNull(),
});

export const apiAavalidationLogs = sqliteTable(
  'api_aavalidation_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').references(() => sites.id),
    person_id: text('person_id'),
    success: integer('success').notNull().default(0),
    message: text('message'),
    valid: integer('valid').notNull().default(0),
    payload: text('payload'),
    response: text('response'),
    created_at: createdAt(),
  },
  (t) => [index('api_aavalidation_logs_site_idx').on(t.site_id, t.id)],
);

export const apiSpincarLogs = sqliteTable(
  'api_spincar_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').references(() => sites.id),
    spincar_auction_code: text('spincar_auction_code'),
    vehicle_id: integer('vehicle_id'),
    asset_id: text('asset_id'),
    spincar_asset_identifier: text('spincar_asset_identifier'),
    error: text('error'),
    spincar_payload: text('spincar_payload'),
    created_at: createdAt(),
  },
  (t) => [index('api_spincar_logs_site_idx').on(t.site_id, t.id)],
);

export const apiBadgeLogs = sqliteTable(
  'api_badge_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').references(() => sites.id),
    rep_cubed_id: integer('rep_cubed_id'),
    rep_auction_access: text('rep_auction_access'),
    dealer_cubed_id: integer('dealer_cubed_id'),
    dealer_auction_access: text('dealer_auction_access'),
    bidder_badge: text('bidder_badge'),
    oktobuy: integer('oktobuy'),
    credit_limit: real('credit_limit'),
    has_error: integer('has_error').notNull().default(0),
    error_message: text('error_message'),
    error_message_text: text('error_message_text'),
    response: text('response'),
    created_at: createdAt(),
  },
  (t) => [index('api_badge_logs_site_idx').on(t.site_id, t.id)],
);

export const apiValuationLogs = sqliteTable(
  'api_valuation_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').references(() => sites.id),
    vehicle_id: integer('vehicle_id'),
    vin: text('vin'),
    mileage: integer('mileage'),
    source: text('source'),
    json: text('json'),
    created_at: createdAt(),
  },
  (t) => [
    index('api_valuation_logs_site_idx').on(t.site_id, t.id),
    index('api_valuation_logs_vin_idx').on(t.vin),
    index('api_valuation_logs_vehicle_idx').on(t.vehicle_id),
  ],
);

export const apiScheduleLogs = sqliteTable(
  'api_schedule_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    output_type: text('output_type', { enum: ['json', 'text'] }).notNull(),
    output: text('output'),
    created_at: createdAt(),
  },
  (t) => [index('api_schedule_logs_name_idx').on(t.name, t.id)],
);

export const flumbusLogs = sqliteTable(
  'flumbus_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    status: text('status', { enum: ['new', 'complete', 'failed', 'invalid'] }).notNull(),
    source: text('source').notNull(),
    source_content: text('source_content'),
    source_content_type: text('source_content_type'),
    vehicle_id: integer('vehicle_id'),
    error_text: text('error_text'),
    suppress_text: text('suppress_text'),
    has_error: integer('has_error').notNull().default(0),
    destination_request_endpoint: text('destination_request_endpoint'),
    destination_request_headers: text('destination_request_headers'),
    destination_request_content: text('destination_request_content'),
    destination_request_content_type: text('destination_request_content_type'),
    destination_response_content: text('destination_response_content'),
    destination_response_content_type: text('destination_response_content_type'),
    destination_response_code: integer('destination_response_code'),
    destination_response_headers: text('destination_response_headers'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('flumbus_logs_site_idx').on(t.site_id, t.id), index('flumbus_logs_vehicle_idx').on(t.vehicle_id)],
);
