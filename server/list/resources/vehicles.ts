/** Vehicles, their images, lane positions, inspections and gate passes: all scoped to the user's sites. */
import {
  auctions,
  gatePasses,
  inspectionFields,
  inspectionItemFields,
  inspectionItems,
  inspections,
  vehicleImages,
  vehiclePositions,
  vehicles,
} from '../../db/schema.ts';
import { lockFor, q } from '../../db/query.ts';
import { vehiclePhotosLock } from '../../media/vehicle-images.ts';
import { signExpiringPath } from '../../media/signing.ts';
import { defineResource, type RelationDef } from '../resource.ts';
import { flag } from '../../../src/contract/field-rules.ts';

/** The signed URLs (relative to the API base) the console shows for an image; a walkaround ("spin") links out as it is. */
export function imageUrls(row: Record<string, unknown>) {
  const id = String(row.vehicle_image_id);
  if (row.vehicle_images_type_name === 'spin') {
    const link = String(row.image_file_path);
    return { small: link, thumb: link, original: link, large: link };
  }
  const url = (size: string) => signExpiringPath(`/v3/images/vehicle/${id}/${size}`);
  return { small: url('small'), thumb: url('thumb'), original: url('original'), large: url('large') };
}

const vehicleColumns = [
  'vehicle_id',
  'site_id',
  'vin',
  'last6',
  'is_active',
  'autoyear',
  'automake',
  'automodel',
  'exterior_color',
  'stock_number',
  'stocked_date',
  'received_date',
  'guid',
  'mileage',
  'odometer_uom',
  'keys_count',
  'drivable',
  'body_type',
  'body_style',
  'vehicle_status_id',
  'seller_id',
  'created_at',
  'updated_at',
] as const;

const vehicleRelations = {
  seller: { kind: 'belongsTo', target: 'dealer_summary', foreignKey: 'seller_id', targetKey: 'dealer_id' },
  vehicle_positions: { kind: 'hasMany', target: 'vehicle_positions', foreignKey: 'vehicle_id', localKey: 'vehicle_id', orderBy: [['id', 'desc']] },
  inspections: {
    kind: 'hasMany',
    target: 'inspections',
    foreignKey: 'vehicle_id',
    localKey: 'vehicle_id',
    // The approved (post-recon) report comes first: it is the current one.
    orderBy: [
      ['condition_report_type_id', 'desc'],
      ['condition_report_id', 'desc'],
    ],
  },
  vehicle_image_main: { kind: 'hasOne', target: 'vehicle_images', foreignKey: 'vehicle_id', localKey: 'vehicle_id', where: ['t."main_image" = 1'] },
  vehicle_images: {
    kind: 'hasMany',
    target: 'vehicle_images',
    foreignKey: 'vehicle_id',
    localKey: 'vehicle_id',
    orderBy: [
      ['main_image', 'desc'],
      ['created_at', 'desc'],
    ],
  },
} satisfies Record<string, RelationDef>;

/** The console's path of a vehicle's public pages (the secret link is the vehicle's guid). */
export const publicPagePath = (page: 'vehiclePhotos' | 'locationHistory', siteCode: string, guid: string) =>
  `/dealers/${page}/${encodeURIComponent(siteCode)}/${encodeURIComponent(guid)}`;

interface InstallSite {
  id: number;
  code: string;
  name: string;
  timezone: string;
  public_photos_enabled: number;
}

/**
 * vehicles_full as served: with withAdd=1 its site becomes `install_info` and the public
 * links (`public_photos_url` only where the site has public photos enabled).
 */
function presentFull(row: Record<string, unknown>): Record<string, unknown> {
  const { site, ...vehicle } = row;
  const served: Record<string, unknown> = { id: row.vehicle_id, ...vehicle };
  if (site === undefined) return served;
  const install = site as InstallSite | null;
  const guid = typeof row.guid === 'string' && row.guid ? row.guid : null;
  const enabled = install?.public_photos_enabled === 1;
  served.install_info = install ? { site_id: install.id, site_code: install.code, site_name: install.name, timezone: install.timezone } : null;
  served.public_photos_enabled = enabled ? 1 : 0;
  served.public_photos_url = install && enabled && guid ? publicPagePath('vehiclePhotos', install.code, guid) : null;
  served.location_history_url = install && guid ? publicPagePath('locationHistory', install.code, guid) : null;
  return served;
}

export const vehicleResources = {
  vehicles: defineResource({
    noun: 'vehicle',
    table: vehicles,
    key: 'vehicle_id',
    operations: ['list', 'get'],
    scope: { kind: 'site', column: 'site_id' },
    read: vehicleColumns,
    readDetail: ['tires'],
    filter: ['vehicle_id', 'vin', 'last6', 'is_active', 'autoyear', 'automake', 'automodel', 'stock_number', 'seller_id', 'vehicle_status_id', 'guid'],
    sort: ['vehicle_id', 'autoyear', 'automake', 'automodel', 'vin', 'stock_number', 'stocked_date'],
    defaultSort: [['vehicle_id', 'desc']],
    relations: vehicleRelations,
    present: (row) => ({ id: row.vehicle_id, ...row }),
  }),

  /**
   * One vehicle for the details and photos screens: GET /v3/util/vehicles_full/{id}
   * ?withAdd=1&withCount[]=inspections. withAdd=1 attaches the seller, the lane positions
   * with their auction, the main image and the site (install_info, public links).
   */
  vehicles_full: defineResource({
    noun: 'vehicle',
    table: vehicles,
    key: 'vehicle_id',
    operations: ['get'],
    scope: { kind: 'site', column: 'site_id' },
    read: vehicleColumns,
    readDetail: ['tires'],
    defaultSort: [['vehicle_id', 'desc']],
    relations: {
      ...vehicleRelations,
      site: { kind: 'belongsTo', target: 'site_install_info', foreignKey: 'site_id', targetKey: 'id' },
    },
    params: { withAdd: { with: ['seller', 'vehicle_positions.auction', 'vehicle_image_main', 'site'] } },
    present: presentFull,
  }),

  /** Identifying fields of a vehicle, as other records show it. */
  vehicle_summary: defineResource({
    noun: 'vehicle',
    table: vehicles,
    key: 'vehicle_id',
    operations: [],
    scope: { kind: 'site', column: 'site_id' },
    read: ['vehicle_id', 'vin', 'last6', 'is_active', 'autoyear', 'automake', 'automodel', 'stock_number'],
    filter: ['vehicle_id', 'vin', 'last6', 'is_active'],
    defaultSort: [['vehicle_id', 'desc']],
  }),

  vehicle_images: defineResource({
    noun: 'vehicle image',
    table: vehicleImages,
    key: 'vehicle_image_id',
    operations: ['list', 'get', 'update', 'delete'],
    scope: { kind: 'site-via', relation: 'vehicle' },
    read: [
      'vehicle_image_id',
      'vehicle_id',
      'image_file_path',
      'mime_type',
      'width',
      'height',
      'is_private',
      'main_image',
      'vehicle_images_type_name',
      'created_at',
    ],
    filter: ['vehicle_image_id', 'vehicle_id', 'is_private', 'main_image', 'vehicle_images_type_name'],
    sort: ['vehicle_image_id', 'main_image', 'created_at'],
    defaultSort: [
      ['main_image', 'desc'],
      ['created_at', 'desc'],
    ],
    write: { main_image: flag, is_private: flag },
    // A vehicle has at most one main image: choosing one clears the others in the same transaction,
    // under the vehicle's photo lock (as an upload takes it): of two choices made at once, the
    // later one waits, then clears the earlier one's committed choice (on PostgreSQL).
    afterWrite: async ({ db, id, values }) => {
      if (values.main_image !== 1) return;
      const imageId = Number(id);
      const image = await q(db).selectFrom('vehicle_images').select('vehicle_id').where('vehicle_image_id', '=', imageId).executeTakeFirstOrThrow();
      await lockFor(db, vehiclePhotosLock(image.vehicle_id));
      await q(db)
        .updateTable('vehicle_images')
        .set({ main_image: 0 })
        .where('vehicle_id', '=', image.vehicle_id)
        .where('vehicle_image_id', '<>', imageId)
        .where('main_image', '=', 1)
        .execute();
    },
    // An uploaded file goes with its row (seeded pool files and spin links are never touched).
    afterDelete: async (row, { db, photos }) => {
      const path = String(row.image_file_path);
      const shared =
        (await q(db).selectFrom('vehicle_images').select('vehicle_image_id').where('image_file_path', '=', path).limit(1).executeTakeFirst()) !== undefined;
      // Not waited for: the row is gone; a removal that fails is logged and swept at the next start.
      if (photos && !shared) void photos.removeUpload(path);
    },
    relations: { vehicle: { kind: 'belongsTo', target: 'vehicle_summary', foreignKey: 'vehicle_id', targetKey: 'vehicle_id' } },
    present: (row) => ({ ...row, other_sizes: imageUrls(row) }),
  }),

  vehicle_positions: defineResource({
    noun: 'vehicle position',
    table: vehiclePositions,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'vehicle_id', 'auction_id', 'lane_id', 'run_id', 'run_sequence'],
    defaultSort: [['id', 'desc']],
    relations: { auction: { kind: 'belongsTo', target: 'auctions', foreignKey: 'auction_id', targetKey: 'auction_id' } },
  }),

  auctions: defineResource({
    noun: 'auction',
    table: auctions,
    key: 'auction_id',
    operations: ['list', 'get'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['auction_id', 'site_id', 'event_name', 'auction_date'],
    filter: ['auction_id', 'event_name', 'auction_date'],
    sort: ['auction_id', 'auction_date'],
    defaultSort: [['auction_date', 'desc']],
  }),

  inspections: defineResource({
    noun: 'inspection',
    table: inspections,
    key: 'condition_report_id',
    operations: ['list', 'get'],
    scope: { kind: 'site-via', relation: 'vehicle' },
    read: ['condition_report_id', ...inspectionFields],
    filter: ['condition_report_id', 'vehicle_id', 'condition_report_type_id'],
    sort: ['condition_report_id', 'created_date', 'grade'],
    defaultSort: [['condition_report_id', 'desc']],
    where: ['t."deleted_at" IS NULL'],
    relations: {
      vehicle: { kind: 'belongsTo', target: 'vehicle_summary', foreignKey: 'vehicle_id', targetKey: 'vehicle_id' },
      vehicle_inspection_pdf: { kind: 'belongsTo', target: 'vehicle_summary', foreignKey: 'vehicle_id', targetKey: 'vehicle_id' },
      created_by_user: { kind: 'belongsTo', target: 'user_summary', foreignKey: 'created_by', targetKey: 'id' },
      inspection_items: {
        kind: 'hasMany',
        target: 'inspection_items',
        foreignKey: 'condition_report_id',
        localKey: 'condition_report_id',
        orderBy: [['vehicle_condition_id', 'asc']],
      },
    },
  }),

  inspection_items: defineResource({
    noun: 'damage',
    table: inspectionItems,
    key: 'vehicle_condition_id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['vehicle_condition_id', ...inspectionItemFields],
    defaultSort: [['vehicle_condition_id', 'asc']],
  }),

  gate_passes3: defineResource({
    noun: 'gate pass',
    table: gatePasses,
    key: 'gate_pass_id',
    operations: ['list', 'get'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['gate_pass_id', 'site_id', 'vehicle_id', 'dealer_id', 'gate_status', 'is_temp', 'is_active', 'last_user_id', 'last_modified_date', 'notes'],
    filter: ['gate_pass_id', 'vehicle_id', 'dealer_id', 'gate_status', 'is_temp', 'is_active', 'last_user_id', 'last_modified_date', 'notes'],
    sort: ['gate_pass_id', 'gate_status', 'last_modified_date', 'is_temp', 'is_active'],
    defaultSort: [['gate_pass_id', 'desc']],
    relations: {
      vehicle: { kind: 'belongsTo', target: 'vehicle_summary', foreignKey: 'vehicle_id', targetKey: 'vehicle_id' },
      dealer: { kind: 'belongsTo', target: 'dealer_summary', foreignKey: 'dealer_id', targetKey: 'dealer_id' },
      last_user: { kind: 'belongsTo', target: 'user_username', foreignKey: 'last_user_id', targetKey: 'id' },
      gate_status_obj: { kind: 'belongsTo', target: 'gate_statuses3', foreignKey: 'gate_status', targetKey: 'gate_status_code' },
    },
  }),
};
