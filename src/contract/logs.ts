/**
 * The log screens' rows and records (docs/API.md, "Log screens"): API logs, AA card
 * validation, Spincar, badge and valuation logs. Bodies (`params`, `request_headers`,
 * `payload`, `response`, `json`, …) are text as the platform logged it, JSON, XML, HTML or
 * plain: untrusted, and shown as text by the console, never as markup.
 */
import * as v from 'valibot';

const text = v.nullable(v.string());
const numeric = v.nullable(v.number());
const flag = v.picklist([0, 1]);

/** A log's site (`with[]=site`): null when the log has none (a call before sign-in, a badge log that failed early). */
export const LogSite = v.object({ id: v.number(), code: v.string(), name: v.string() });
export type LogSite = v.InferOutput<typeof LogSite>;
const site = v.optional(v.nullable(LogSite), null);

/** A logged vehicle (`with[]=vehicle`): null when it no longer exists. */
export const LogVehicle = v.object({ vehicle_id: v.number(), vin: text });
const vehicle = v.optional(v.nullable(LogVehicle), null);

export const ApiLogRow = v.object({
  id: v.number(),
  created_at: v.string(),
  site_id: numeric,
  user_id: numeric,
  user: text,
  method: v.string(),
  route: v.string(),
  /** The query as a JSON object text. */
  params: text,
  response_status: numeric,
  duration_ms: numeric,
  site,
});
export type ApiLogRow = v.InferOutput<typeof ApiLogRow>;

/** GET /v3/admin/apilogsfull/{id}: the row with its headers and bodies. */
export const ApiLogRecord = v.object({
  ...ApiLogRow.entries,
  request_headers: text,
  request_content_type: text,
  request_content: text,
  response_content_type: text,
  response_content: text,
});
export type ApiLogRecord = v.InferOutput<typeof ApiLogRecord>;

export const AaValidationLogRow = v.object({
  id: v.number(),
  created_at: v.string(),
  site_id: numeric,
  person_id: text,
  success: flag,
  message: text,
  valid: flag,
  payload: text,
  response: text,
  site,
});
export type AaValidationLogRow = v.InferOutput<typeof AaValidationLogRow>;

export const SpincarLogRow = v.object({
  id: v.number(),
  created_at: v.string(),
  site_id: numeric,
  spincar_auction_code: text,
  vehicle_id: numeric,
  asset_id: text,
  spincar_asset_identifier: text,
  error: text,
  site,
  vehicle,
});
export type SpincarLogRow = v.InferOutput<typeof SpincarLogRow>;

/** GET /v3/admin/spincarlogs/{id}: the row with the payload Spincar sent. */
export const SpincarLogRecord = v.object({ ...SpincarLogRow.entries, spincar_payload: text });
export type SpincarLogRecord = v.InferOutput<typeof SpincarLogRecord>;

/**
 * The badge log's fields its list sorts and filters by, besides its time: the server's resource
 * (server/list/resources/logs.ts) accepts them, the Badge Logs list offers them.
 */
export const badgeLogListFields = [
  'id',
  'site_id',
  'rep_cubed_id',
  'rep_auction_access',
  'dealer_cubed_id',
  'dealer_auction_access',
  'bidder_badge',
  'oktobuy',
  'credit_limit',
  'has_error',
] as const;

export const BadgeLogRow = v.object({
  id: v.number(),
  created_at: v.string(),
  site_id: numeric,
  rep_cubed_id: numeric,
  rep_auction_access: text,
  dealer_cubed_id: numeric,
  dealer_auction_access: text,
  bidder_badge: text,
  oktobuy: numeric,
  credit_limit: numeric,
  has_error: flag,
  error_message: text,
  error_message_text: text,
  response: text,
  site,
});
export type BadgeLogRow = v.InferOutput<typeof BadgeLogRow>;

export const ValuationLogRow = v.object({
  id: v.number(),
  created_at: v.string(),
  site_id: numeric,
  vehicle_id: numeric,
  vin: text,
  mileage: numeric,
  source: text,
  json: text,
  site,
});
export type ValuationLogRow = v.InferOutput<typeof ValuationLogRow>;
