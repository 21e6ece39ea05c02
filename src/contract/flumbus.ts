/**
 * The Flumbus message log (GET /v3/admin/flumbus, docs/API.md "Flumbus"): vehicle change
 * events queued for Cubed, with the outcome of their last attempt. The single record adds the
 * destination request and response; a manual push (PUT /v3/cubed/…/sync) answers with the new row.
 */
import * as v from 'valibot';

export const FlumbusStatus = v.picklist(['new', 'complete', 'failed', 'invalid']);
export type FlumbusStatus = v.InferOutput<typeof FlumbusStatus>;

const text = v.nullish(v.string());

export const FlumbusLog = v.object({
  id: v.number(),
  site_id: v.nullish(v.number()),
  status: FlumbusStatus,
  /** cubed, console, mobile or scheduler (kept open: a new source must not break the screen). */
  source: text,
  /** The event as JSON text: {action, eventid, vehicle_id, table, type}. */
  source_content: text,
  source_content_type: text,
  vehicle_id: v.nullish(v.number()),
  /** Why it failed or is invalid (the error modal). */
  error_text: text,
  /** Why a suppressed message was not sent. */
  suppress_text: text,
  has_error: v.picklist([0, 1]),
  /** The Cubed URL, or `suppressed` for a message that was not sent. */
  destination_request_endpoint: text,
  /** The HTTP status Cubed answered (>= 400: the row is yellow). */
  destination_response_code: v.nullish(v.number()),
  created_at: text,
  updated_at: text,
  site: v.nullish(v.object({ id: v.number(), code: v.string(), name: v.string() })),
});
export type FlumbusLog = v.InferOutput<typeof FlumbusLog>;

/** GET /v3/admin/flumbus/{id}: the row and the destination request and response (null when absent). */
export const FlumbusLogDetail = v.object({
  ...FlumbusLog.entries,
  destination_request_headers: text,
  destination_request_content: text,
  destination_request_content_type: text,
  destination_response_content: text,
  destination_response_content_type: text,
  destination_response_headers: text,
});
export type FlumbusLogDetail = v.InferOutput<typeof FlumbusLogDetail>;

/** The only write a log takes: back to new, i.e. send it again (PUT /v3/admin/flumbus/{id}). */
export const FlumbusReset = v.object({ status: v.literal('new') });
export type FlumbusReset = v.InferOutput<typeof FlumbusReset>;

/** A vehicle as the push screen's search lists it (GET /v3/util/vehicles?site=CODE&with[]=seller). */
export const PushVehicle = v.object({
  vehicle_id: v.number(),
  vin: text,
  stock_number: text,
  is_active: v.nullish(v.union([v.string(), v.number()])),
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: text,
  automodel: text,
  seller: v.nullish(v.object({ dealer_num: v.nullish(v.union([v.string(), v.number()])), dealer_name: text })),
});
export type PushVehicle = v.InferOutput<typeof PushVehicle>;
