/**
 * The public vehicle pages' replies (no sign-in; docs/API.md, "Public vehicle pages"):
 *   GET /v3/site/{siteCode}/vehicle-photos/{vehicleHash}
 *   GET /v3/site/{siteCode}/location-history/{vehicleHash}
 *   GET /v3/site/{siteCode}/condition-report/{secret}   (the shared condition report, ADR 0022)
 * Image URLs are paths relative to the API base, signed for public use.
 */
import * as v from 'valibot';
import { PhotoMarkup } from './photo-markup';

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

const PublicReportPhoto = v.object({ thumb: v.string(), original: v.string() });

export const PublicDamage = v.object({
  item: v.nullable(v.string()),
  /** The catalogue item and severity: where the damage diagram puts the marker, and its tone (damage-diagram.ts). */
  item_code: v.optional(v.nullable(v.number())),
  severity_code: v.optional(v.nullable(v.number())),
  damage: v.nullable(v.string()),
  severity: v.nullable(v.string()),
  action: v.nullable(v.string()),
  description: v.nullable(v.string()),
  photo: v.nullable(PublicReportPhoto),
  /** The marks drawn over the photo (photo-markup.ts), shown over it. Optional: replies cached by an older version have none. */
  photo_markup: v.optional(v.nullable(PhotoMarkup), null),
});
export type PublicDamage = v.InferOutput<typeof PublicDamage>;

/** The public condition report: only what a dealer reads (no ids, no costs' authors, no private photo). */
export const PublicReport = v.object({
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
  vin: v.string(),
  odometer: v.nullable(v.number()),
  odometer_uom: v.string(),
  grade: v.nullable(v.number()),
  /** The grade as the inspection screen and the PDF write it (formatGrade: one decimal, or a whole number where the site grades so); null when none. */
  grade_text: v.nullable(v.string()),
  grade_description: v.nullable(v.string()),
  written_date: v.nullable(v.string()),
  damages: v.array(PublicDamage),
  vehicle_photos: v.array(PublicReportPhoto),
  /** Path of the PDF, relative to the API base. */
  pdf: v.string(),
});
export type PublicReport = v.InferOutput<typeof PublicReport>;
