/**
 * Vehicles and their images as the /v3 API returns them. Flags are
 * 0/1 numbers; image URLs in `other_sizes` are relative to the API base (signed paths),
 * except a walkaround ("spin"), whose link is absolute.
 */
import * as v from 'valibot';

const Flag = v.picklist([0, 1]);

/** A vehicle id in a path: a positive whole number (every vehicle screen, and the server's routes). */
export const VehicleIdParam = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));

export const ImageSizes = v.object({
  small: v.string(),
  thumb: v.string(),
  original: v.string(),
  large: v.optional(v.string()),
});

export const VehicleImage = v.object({
  vehicle_image_id: v.number(),
  vehicle_id: v.number(),
  is_private: Flag,
  main_image: Flag,
  created_at: v.string(),
  vehicle_images_type_name: v.string(),
  other_sizes: ImageSizes,
});
export type VehicleImage = v.InferOutput<typeof VehicleImage>;

export const VehiclePosition = v.object({
  lane_id: v.nullish(v.union([v.string(), v.number()])),
  run_id: v.nullish(v.union([v.string(), v.number()])),
  run_sequence: v.nullish(v.union([v.string(), v.number()])),
  auction: v.nullish(v.object({ auction_date: v.nullish(v.string()), event_name: v.nullish(v.string()) })),
});
export type VehiclePosition = v.InferOutput<typeof VehiclePosition>;

export const VehicleSeller = v.object({
  dealer_num: v.nullish(v.union([v.string(), v.number()])),
  dealer_name: v.nullish(v.string()),
});

/** One vehicle with what its details and photo screens show (GET /v3/util/vehicles_full/{id}). */
export const VehicleFull = v.object({
  vehicle_id: v.number(),
  vin: v.nullish(v.string()),
  is_active: v.nullish(v.union([v.number(), v.string()])),
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
  stock_number: v.nullish(v.string()),
  stocked_date: v.nullish(v.string()),
  guid: v.nullish(v.string()),
  mileage: v.nullish(v.number()),
  odometer_uom: v.nullish(v.string()),
  seller: v.nullish(VehicleSeller),
  vehicle_positions: v.optional(v.array(VehiclePosition), []),
  vehicle_image_main: v.nullish(v.object({ other_sizes: v.partial(ImageSizes) })),
  inspections_count: v.optional(v.number()),
  install_info: v.nullish(v.object({ site_code: v.optional(v.string()), site_name: v.nullish(v.string()), timezone: v.nullish(v.string()) })),
  /** 1 where the site shows public photo pages; then public_photos_url is the secret link (an app path). */
  public_photos_enabled: v.optional(v.union([v.boolean(), Flag]), 0),
  public_photos_url: v.nullish(v.string()),
  location_history_url: v.nullish(v.string()),
});
export type VehicleFull = v.InferOutput<typeof VehicleFull>;

/** condition_report_type_id of an approved (post-recon) inspection (the seeded lookup: 1 standard, 2 post-recon). */
export const POST_RECON_REPORT_TYPE = 2;

/**
 * One row of the vehicles list (GET /v3/util/vehicles with seller, inspections and
 * vehicle_image_main): only what the list shows, so a saved page stays small offline.
 */
export const VehicleListRow = v.object({
  vehicle_id: v.number(),
  vin: v.nullish(v.string()),
  is_active: v.nullish(v.union([v.string(), v.number()])),
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
  /** The secret of the vehicle's public pages; null when it has none. */
  guid: v.nullish(v.string()),
  seller: v.nullish(VehicleSeller),
  /** The approved (post-recon) report first. */
  inspections: v.optional(v.array(v.object({ condition_report_id: v.number(), condition_report_type_id: v.number() })), []),
  vehicle_image_main: v.nullish(v.object({ other_sizes: v.partial(ImageSizes) })),
});
export type VehicleListRow = v.InferOutput<typeof VehicleListRow>;
