/**
 * The public vehicle pages' replies (no sign-in; docs/API.md, "Public vehicle pages"):
 *   GET /v3/site/{siteCode}/vehicle-photos/{vehicleHash}
 *   GET /v3/site/{siteCode}/location-history/{vehicleHash}
 * Image URLs are paths relative to the API base, signed for public use.
 */
import * as v from 'valibot';

const Year = v.nullish(v.union([v.number(), v.string()]));

export const PublicImageSizes = v.object({
  small: v.optional(v.string()),
  thumb: v.string(),
  large: v.optional(v.string()),
  original: v.string(),
});

export const PublicPhotos = v.object({
  autoyear: Year,
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
  vehicle_images: v.array(v.object({ vehicle_image_id: v.number(), other_sizes: PublicImageSizes })),
});
export type PublicPhotos = v.InferOutput<typeof PublicPhotos>;

export const LocationScan = v.object({
  latitude: v.number(),
  longitude: v.number(),
  /** Metres; null when the scanner did not say. */
  accuracy: v.nullish(v.number()),
  created_at: v.string(),
  event: v.nullish(v.object({ vehicle_event_type_name: v.nullish(v.string()) })),
});
export type LocationScan = v.InferOutput<typeof LocationScan>;

export const LocationHistory = v.object({
  vehicle_id: v.number(),
  vin: v.nullish(v.string()),
  autoyear: Year,
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
  vehicle_image_main_strict: v.nullish(v.object({ other_sizes: v.object({ large: v.optional(v.string()), original: v.string() }) })),
  /** Newest first: the first entry is the last recorded position. */
  coordinate_history: v.array(LocationScan),
});
export type LocationHistory = v.InferOutput<typeof LocationHistory>;
