/**
 * The reference server's database schema: every entity of both spec documents.
 *
 * This file is the single source of truth: Drizzle infers the row types from it,
 * and `drizzle-kit generate` derives the SQL migrations in server/db/migrations
 * from it. Column names follow the /v3 contract (snake_case) so that the generic
 * list engine can expose them without a mapping layer.
 *
 * Conventions: timestamps are ISO-8601 UTC text; flags the contract gives as 1/0
 * are integers, flags it gives as Y/N are text; JSON payloads are text.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

// ---------------------------------------------------------------- platform

export const sites = sqliteTable('sites', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  desc: text('desc'),
  cubed_company_id: integer('cubed_company_id'),
  dbhost: text('dbhost'),
  dbport: integer('dbport'),
  gps_lat: real('gps_lat'),
  gps_lng: real('gps_lng'),
  ip_primary: text('ip_primary'),
  account_name: text('account_name'),
  timezone: text('timezone').notNull().default('America/Chicago'),
  /** Whether the public photos page may be linked from the console for this site. */
  public_photos_enabled: integer('public_photos_enabled').notNull().default(1),
  /** On-premise WAN heartbeat, kept by the dashboard summary. */
  is_wan_up: integer('is_wan_up').notNull().default(1),
  wan_first_down: text('wan_first_down'),
  last_heartbeat_at: text('last_heartbeat_at'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    full_name: text('full_name'),
    email: text('email'),
    username: text('username'),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; never readable through any API. */
    password_hash: text('password_hash').notNull(),
    premise_user: integer('premise_user').notNull().default(0),
    is_global_admin: integer('is_global_admin').notNull().default(0),
    is_cloud_user: integer('is_cloud_user').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_username_idx').on(t.username),
    // username_key() is usernameKey of src/contract/auth.ts, registered by connection.ts: one
    // account per name in any case or Unicode width, even under parallel registrations.
    uniqueIndex('users_username_key_unique').on(sql`username_key(${t.username})`),
  ],
);

/** The sites a user works at; the lowest sort_order is the active site (site_current[0]). */
export const userSites = sqliteTable(
  'user_sites',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id] }), index('user_sites_site_idx').on(t.site_id)],
);

/** On-premise securities of an auction user at a site (condition_writer, administration, ...). */
export const userSecurities = sqliteTable(
  'user_securities',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    security: text('security').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id, t.security] })],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database copy grants no access. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id),
    kind: text('kind', { enum: ['cloud', 'local'] }).notNull(),
    created_at: createdAt(),
    expires_at: text('expires_at').notNull(),
    revoked_at: text('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/** Sign-in attempts, for throttling per account and per client. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    account_key: text('account_key').notNull(),
    client_key: text('client_key').notNull(),
    succeeded: integer('succeeded').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account_key, t.created_at),
    index('login_attempts_client_idx').on(t.client_key, t.created_at),
  ],
);

export const configs = sqliteTable(
  'configs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['global', 'site'] }).notNull(),
    /** The site id for type site, null for global. */
    type_id: integer('type_id').references(() => sites.id),
    value_type: text('value_type', { enum: ['boolean', 'string', 'integer'] }).notNull(),
    value: text('value'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [uniqueIndex('configs_name_scope_unique').on(t.name, t.type, t.type_id), index('configs_order_idx').on(t.type, t.type_id, t.name)],
);

export const mobileBuilds = sqliteTable(
  'mobile_builds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    build: text('build').notNull(),
    environment: text('environment').notNull(),
    is_production: integer('is_production').notNull().default(0),
    ios_version: text('ios_version'),
    android_version: text('android_version'),
    android_filename: text('android_filename'),
    branch: text('branch'),
    notes: text('notes'),
    created_at: createdAt(),
  },
  (t) => [index('mobile_builds_build_idx').on(t.build)],
);

// ---------------------------------------------------------------- logs

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

/** Scheduled jobs shown on the API dashboard; last_log_id points at the latest schedule log. */
export const scheduledJobs = sqliteTable('scheduled_jobs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  interval_minutes: integer('interval_minutes').notNull(),
  last_run_at: text('last_run_at'),
  last_status: text('last_status', { enum: ['ok', 'failed', 'late'] }).notNull().default('ok'),
});

/** On-premise services per environment, shown on the API dashboard. */
export const premiseServices = sqliteTable('premise_services', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  environment: text('environment').notNull(),
  service: text('service').notNull(),
  status: text('status', { enum: ['running', 'stopped', 'degraded'] }).notNull(),
  updated_at: updatedAt(),
});

/**
 * The lane monitor: one global process (row id 1), with per-site lanes. An action (Cycle,
 * Stop, Start) takes a moment: while it runs, `action` names it and `action_until` is when a
 * run left behind by a dead process stops blocking the next one.
 */
export const laneMonitorState = sqliteTable('lane_monitor_state', {
  id: integer('id').primaryKey(),
  running: integer('running').notNull().default(1),
  changed_at: text('changed_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  action: text('action', { enum: ['cycle', 'stop', 'start'] }),
  action_started_at: text('action_started_at'),
  action_until: text('action_until'),
  action_by: text('action_by'),
  last_action: text('last_action', { enum: ['cycle', 'stop', 'start'] }),
  last_action_at: text('last_action_at'),
  last_action_by: text('last_action_by'),
});

export const laneMonitorLanes = sqliteTable('lane_monitor_lanes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  site_id: integer('site_id').notNull().references(() => sites.id),
  lane: text('lane').notNull(),
  active: integer('active').notNull().default(1),
  description: text('description'),
});

export const flumbusLogs = sqliteTable(
  'flumbus_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
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

// ---------------------------------------------------------------- dealers

export const dealers = sqliteTable(
  'dealers',
  {
    dealer_id: integer('dealer_id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    dealer_num: text('dealer_num').notNull(),
    dealer_name: text('dealer_name').notNull(),
    auction_access: text('auction_access'),
    addr1_line: text('addr1_line'),
    addr1_city: text('addr1_city'),
    addr1_state: text('addr1_state'),
    addr1_zip: text('addr1_zip'),
    phone: text('phone'),
    auth_flag: text('auth_flag', { enum: ['Y', 'N'] }).notNull().default('Y'),
    auth_reason: text('auth_reason'),
    cubed_id: integer('cubed_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_site_num_unique').on(t.site_id, t.dealer_num),
    index('dealers_site_name_idx').on(t.site_id, t.dealer_name),
    index('dealers_site_city_idx').on(t.site_id, t.addr1_city),
  ],
);

export const dealerReps = sqliteTable(
  'dealer_reps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dealer_id: integer('dealer_id').notNull().references(() => dealers.dealer_id, { onDelete: 'cascade' }),
    display_name: text('display_name').notNull(),
    name_first: text('name_first'),
    name_last: text('name_last'),
    auction_access: text('auction_access'),
    cubed_id: integer('cubed_id'),
    auth_flag: text('auth_flag', { enum: ['Y', 'N'] }).notNull().default('Y'),
    auth_reason: text('auth_reason'),
  },
  (t) => [index('dealer_reps_dealer_idx').on(t.dealer_id)],
);

/** Dealer options (registration lights and default announcements) as a JSON document. */
export const dealerOptions = sqliteTable('dealer_options', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  dealer_id: integer('dealer_id').notNull().unique().references(() => dealers.dealer_id, { onDelete: 'cascade' }),
  options: text('options').notNull(),
  updated_at: updatedAt(),
});

/** Dealer defaults (payment and title handling) shown on the Basic tab. */
export const dealerDefaults = sqliteTable('dealer_defaults', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  dealer_id: integer('dealer_id').notNull().unique().references(() => dealers.dealer_id, { onDelete: 'cascade' }),
  payment_method: text('payment_method'),
  title_delivery: text('title_delivery'),
  floor_plan: text('floor_plan'),
});

export const announcements = sqliteTable('announcements', {
  announcement_id: integer('announcement_id').primaryKey({ autoIncrement: true }),
  announcement: text('announcement').notNull(),
});

// ---------------------------------------------------------------- vehicles

export const vehicleStatuses = sqliteTable('vehicle_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const bodyStyles = sqliteTable('body_styles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  body_style_code: text('body_style_code').notNull().unique(),
  body_style_desc: text('body_style_desc').notNull(),
});

export const vehicles = sqliteTable(
  'vehicles',
  {
    vehicle_id: integer('vehicle_id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    vin: text('vin').notNull(),
    last6: text('last6').generatedAlwaysAs(sql`substr(vin, -6)`, { mode: 'stored' }),
    is_active: text('is_active', { enum: ['Y', 'N'] }).notNull().default('Y'),
    autoyear: integer('autoyear'),
    automake: text('automake'),
    automodel: text('automodel'),
    exterior_color: text('exterior_color'),
    stock_number: text('stock_number'),
    stocked_date: text('stocked_date'),
    received_date: text('received_date'),
    /** Secret link id of the public pages: 128 random bits, base64url. */
    guid: text('guid').unique(),
    mileage: integer('mileage'),
    odometer_uom: text('odometer_uom', { enum: ['mi', 'km'] }).notNull().default('mi'),
    keys_count: integer('keys_count'),
    drivable: integer('drivable'),
    body_type: text('body_type'),
    body_style: integer('body_style').references(() => bodyStyles.id),
    vehicle_status_id: integer('vehicle_status_id').notNull().default(1).references(() => vehicleStatuses.id),
    /** Tyres document: leftFront/rightFront/leftRear/rightRear and spareExists. */
    tires: text('tires'),
    seller_id: integer('seller_id').references(() => dealers.dealer_id),
    /** Bumped by every write of the condition fields (keys, drivable, body type, tyres): the vehicle's ETag. */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('vehicles_site_id_idx').on(t.site_id, t.vehicle_id),
    index('vehicles_site_year_idx').on(t.site_id, t.autoyear),
    index('vehicles_site_make_idx').on(t.site_id, t.automake, t.automodel),
    index('vehicles_site_model_idx').on(t.site_id, t.automodel),
    index('vehicles_site_last6_idx').on(t.site_id, t.last6),
    index('vehicles_site_active_idx').on(t.site_id, t.is_active, t.vehicle_id),
    index('vehicles_seller_idx').on(t.seller_id, t.site_id),
    index('vehicles_vin_idx').on(t.vin),
    // The list's search finds a vehicle by its stock number exactly (ADR 0030).
    index('vehicles_site_stock_idx').on(t.site_id, t.stock_number),
  ],
);

export const vehicleEquipment = sqliteTable(
  'vehicle_equipment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('vehicle_equipment_vehicle_idx').on(t.vehicle_id)],
);

export const vehicleImages = sqliteTable(
  'vehicle_images',
  {
    vehicle_image_id: integer('vehicle_image_id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    /** Path relative to the photo store (PHOTO_DIR). */
    image_file_path: text('image_file_path').notNull(),
    mime_type: text('mime_type').notNull().default('image/png'),
    width: integer('width'),
    height: integer('height'),
    is_private: integer('is_private').notNull().default(0),
    main_image: integer('main_image').notNull().default(0),
    vehicle_images_type_name: text('vehicle_images_type_name').notNull().default('photo'),
    created_at: createdAt(),
  },
  (t) => [index('vehicle_images_vehicle_idx').on(t.vehicle_id, t.main_image, t.created_at)],
);

export const auctions = sqliteTable(
  'auctions',
  {
    auction_id: integer('auction_id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    event_name: text('event_name').notNull(),
    auction_date: text('auction_date').notNull(),
  },
  (t) => [index('auctions_site_date_idx').on(t.site_id, t.auction_date)],
);

export const vehiclePositions = sqliteTable(
  'vehicle_positions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    auction_id: integer('auction_id').notNull().references(() => auctions.auction_id),
    lane_id: text('lane_id').notNull(),
    run_id: integer('run_id'),
    run_sequence: integer('run_sequence'),
  },
  (t) => [index('vehicle_positions_vehicle_idx').on(t.vehicle_id)],
);

export const vehicleEventTypes = sqliteTable('vehicle_event_types', {
  id: integer('id').primaryKey(),
  vehicle_event_type_name: text('vehicle_event_type_name').notNull(),
});

export const vehicleLocationHistory = sqliteTable(
  'vehicle_location_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    accuracy: real('accuracy'),
    vehicle_event_type_id: integer('vehicle_event_type_id').references(() => vehicleEventTypes.id),
    created_at: createdAt(),
  },
  (t) => [index('vehicle_location_history_vehicle_idx').on(t.vehicle_id, t.created_at)],
);

// ---------------------------------------------------------------- gate passes

export const gateStatuses = sqliteTable('gate_statuses', {
  gate_status_code: text('gate_status_code').primaryKey(),
  gate_status_desc: text('gate_status_desc').notNull(),
});

export const gatePasses = sqliteTable(
  'gate_passes',
  {
    gate_pass_id: integer('gate_pass_id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id),
    dealer_id: integer('dealer_id').references(() => dealers.dealer_id),
    gate_status: text('gate_status').notNull().references(() => gateStatuses.gate_status_code),
    is_temp: integer('is_temp').notNull().default(0),
    is_active: integer('is_active').notNull().default(1),
    last_user_id: integer('last_user_id').references(() => users.id),
    last_modified_date: text('last_modified_date').notNull(),
    notes: text('notes'),
  },
  (t) => [index('gate_passes_site_idx').on(t.site_id, t.gate_pass_id), index('gate_passes_vehicle_idx').on(t.vehicle_id)],
);

// ---------------------------------------------------------------- work orders

export const actionCodes = sqliteTable('action_codes', {
  action_code: text('action_code').primaryKey(),
  action_desc: text('action_desc').notNull(),
});

export const transactionCodes = sqliteTable('transaction_codes', {
  transaction_code: text('transaction_code').primaryKey(),
  description: text('description').notNull(),
});

export const woActionMappings = sqliteTable(
  'wo_action_mappings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    action_code: text('action_code').notNull().references(() => actionCodes.action_code),
    is_active: integer('is_active').notNull().default(1),
    transaction_code: text('transaction_code').references(() => transactionCodes.transaction_code),
  },
  (t) => [uniqueIndex('wo_action_mappings_site_code_unique').on(t.site_id, t.action_code)],
);

export const woTransactionExclusions = sqliteTable(
  'wo_transaction_exclusions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    transaction_code: text('transaction_code').notNull().references(() => transactionCodes.transaction_code),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('wo_transaction_exclusions_site_code_unique').on(t.site_id, t.transaction_code)],
);

export const woShops = sqliteTable(
  'wo_shops',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    name: text('name').notNull(),
    description: text('description'),
    created_at: createdAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [index('wo_shops_site_idx').on(t.site_id, t.deleted_at, t.name)],
);

/** Posted charges of a vehicle; the printable report lists the valid ones. */
export const vehicleTransactions = sqliteTable(
  'vehicle_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    transaction_code: text('transaction_code').notNull().references(() => transactionCodes.transaction_code),
    transaction_date: text('transaction_date').notNull(),
    description: text('description'),
    amount: real('amount').notNull(),
    is_valid: integer('is_valid').notNull().default(1),
  },
  (t) => [index('vehicle_transactions_vehicle_idx').on(t.vehicle_id)],
);

// ---------------------------------------------------------------- damage catalogue and tyres

export const artItems = sqliteTable('art_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
  display_group_code: text('display_group_code'),
  /** For tyre and wheel entries: the location code of the spec (1290, 155, ...). */
  location_code: integer('location_code'),
  kind: text('kind', { enum: ['body', 'tire', 'wheel', 'glass', 'interior', 'mechanical'] }).notNull().default('body'),
});

export const artDamages = sqliteTable('art_damages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
});

export const artSeverities = sqliteTable('art_severities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
});

export const artItemDamages = sqliteTable(
  'art_item_damages',
  {
    item_id: integer('item_id').notNull().references(() => artItems.id),
    damage_id: integer('damage_id').notNull().references(() => artDamages.id),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.damage_id] })],
);

export const artItemDamageSeverities = sqliteTable(
  'art_item_damage_severities',
  {
    item_id: integer('item_id').notNull().references(() => artItems.id),
    damage_id: integer('damage_id').notNull().references(() => artDamages.id),
    severity_id: integer('severity_id').notNull().references(() => artSeverities.id),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.damage_id, t.severity_id] })],
);

export const tyreBrands = sqliteTable('tyre_brands', {
  brand_id: integer('brand_id').primaryKey(),
  brand: text('brand').notNull(),
});

// ---------------------------------------------------------------- inspections

export const conditionReportTypes = sqliteTable('condition_report_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const inspections = sqliteTable(
  'inspections',
  {
    condition_report_id: integer('condition_report_id').primaryKey({ autoIncrement: true }),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id, { onDelete: 'cascade' }),
    condition_report_type_id: integer('condition_report_type_id').notNull().references(() => conditionReportTypes.id),
    /** For an approved (post-recon) report: the original report it was made from. */
    original_report_id: integer('original_report_id'),
    grade: real('grade'),
    comments: text('comments'),
    notes: text('notes'),
    total_damages_cost: real('total_damages_cost').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
    created_username: text('created_username'),
    created_date: text('created_date').notNull(),
    written_by: integer('written_by').references(() => users.id),
    written_date: text('written_date'),
    approved_date: text('approved_date'),
    deleted_at: text('deleted_at'),
    /** Bumped by every write of the report or one of its damages: the report's ETag. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('inspections_vehicle_idx').on(t.vehicle_id, t.deleted_at)],
);

export const inspectionItems = sqliteTable(
  'inspection_items',
  {
    vehicle_condition_id: integer('vehicle_condition_id').primaryKey({ autoIncrement: true }),
    condition_report_id: integer('condition_report_id')
      .notNull()
      .references(() => inspections.condition_report_id, { onDelete: 'cascade' }),
    condition_report_group_id: integer('condition_report_group_id'),
    condition_report_item_id: integer('condition_report_item_id'),
    item_code: integer('item_code').references(() => artItems.id),
    damage_code: integer('damage_code').references(() => artDamages.id),
    severity_code: integer('severity_code').references(() => artSeverities.id),
    action_code: text('action_code').references(() => actionCodes.action_code),
    damage_status_code: text('damage_status_code'),
    display_group_code: text('display_group_code'),
    description: text('description'),
    has_image: text('has_image', { enum: ['Y', 'N'] }).notNull().default('N'),
    image_file_path: text('image_file_path'),
    item_image_updated: text('item_image_updated'),
    repair_suggested: integer('repair_suggested').notNull().default(0),
    repair_approved: integer('repair_approved').notNull().default(0),
    damage_repaired: integer('damage_repaired').notNull().default(0),
    approvable: integer('approvable').notNull().default(1),
    approval_by: integer('approval_by'),
    approval_date: text('approval_date'),
    approval_user: text('approval_user'),
    approval_source: text('approval_source'),
    written_by: text('written_by'),
    written_date: text('written_date'),
    labor_parts: text('labor_parts'),
    labor_desc: text('labor_desc'),
    labor_hours: real('labor_hours'),
    paint_hours: real('paint_hours'),
    part_hours: real('part_hours'),
    labor_cost: real('labor_cost'),
    paint_cost: real('paint_cost'),
    part_cost: real('part_cost'),
    /** In an approved (post-recon) report: the original report's damage this one was copied from. */
    source_condition_id: integer('source_condition_id'),
    /** Bumped by every write of the damage (its photo included): the damage's ETag. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('inspection_items_report_idx').on(t.condition_report_id)],
);

/**
 * A damage's photo (one per damage: a new one replaces it). The bytes' SHA-256 is taken when
 * they arrive, so a printed report can show it and a dealer can check a photo against it.
 * Copies of an approved report point at the same file as the original's damage.
 */
export const conditionImages = sqliteTable(
  'condition_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_condition_id: integer('vehicle_condition_id')
      .notNull()
      .references(() => inspectionItems.vehicle_condition_id, { onDelete: 'cascade' }),
    /** Path relative to the photo store (PHOTO_DIR). */
    image_file_path: text('image_file_path').notNull(),
    mime_type: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    captured_at: text('captured_at').notNull(),
  },
  (t) => [uniqueIndex('condition_images_condition_unique').on(t.vehicle_condition_id), index('condition_images_path_idx').on(t.image_file_path)],
);

// ---------------------------------------------------------------- integrations and Servnet sources

/** Name/value status entries of one integration at one site (Carmax). value is a string or a JSON list. */
export const integrationStatus = sqliteTable(
  'integration_status',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    integration: text('integration').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('integration_status_site_idx').on(t.site_id, t.integration, t.sort_order)],
);

/** Simulcast sale results: one row per vehicle offered at an auction event. */
export const auctionSales = sqliteTable(
  'auction_sales',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    auction_id: integer('auction_id').notNull().references(() => auctions.auction_id),
    vehicle_id: integer('vehicle_id').notNull().references(() => vehicles.vehicle_id),
    offered_at: text('offered_at').notNull(),
    is_simulcast: integer('is_simulcast').notNull().default(1),
    sold_channel: text('sold_channel', { enum: ['inlane', 'online'] }),
    buyer_dealer_id: integer('buyer_dealer_id').references(() => dealers.dealer_id),
    price: real('price'),
  },
  (t) => [index('auction_sales_site_time_idx').on(t.site_id, t.offered_at)],
);

/** Simulcast attendance and bids, for the Servnet unique attendee and bidder counts. */
export const auctionAttendance = sqliteTable(
  'auction_attendance',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: integer('site_id').notNull().references(() => sites.id),
    auction_id: integer('auction_id').notNull().references(() => auctions.auction_id),
    dealer_id: integer('dealer_id').notNull().references(() => dealers.dealer_id),
    attended_at: text('attended_at').notNull(),
    bids: integer('bids').notNull().default(0),
  },
  (t) => [index('auction_attendance_site_time_idx').on(t.site_id, t.attended_at)],
);

// ---------------------------------------------------------------- offline outbox support

/**
 * Completed (and in-flight) writes by Idempotency-Key, per user: a replay of a key gets the
 * first answer instead of writing again. Kept 30 days, far longer than a tablet's outbox waits.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    body_hash: text('body_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    response_content_type: text('response_content_type'),
    response_body: text('response_body'),
    created_at: createdAt(),
    completed_at: text('completed_at'),
    /** The server process serving a running claim: `host:pid:random instance id` (ADR 0024). */
    owner: text('owner'),
    /** When a running claim may be taken over even if its owner still seems alive (ISO time). */
    expires_at: text('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

// ---------------------------------------------------------------- report delivery

/**
 * The share link of a vehicle's condition report (ADR 0022): one live secret per vehicle
 * (128 random bits, base64url). The link always shows the vehicle's current report;
 * revoking deletes the row, and the next request for the link draws a new secret.
 */
export const reportLinks = sqliteTable('report_links', {
  vehicle_id: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.vehicle_id),
  secret: text('secret').notNull().unique(),
  created_by: integer('created_by').references(() => users.id),
  created_at: createdAt(),
});
