/**
 * What the printable report needs of the database (ADR 0021): the report with its damages,
 * and `vehicle_inspection_pdf` (src/contract/condition-report.ts) with the files behind
 * each photo, so the server can render the PDF itself and the API can answer the same data.
 *
 * - Valid transactions: `is_valid = 1` and a code the vehicle's site does not exclude
 *   (`wo_transaction_exclusions`, the work-order settings' list), by date.
 * - Announcements: the seller's default announcements (dealer options), CUSTOM left out
 *   (it stands for a text typed per vehicle, which this schema does not hold).
 * - Photos: the public ones (`is_private = 0`, type photo); the main image apart. Their paths
 *   name the print-sized variants (`.../print`, ADR 0025), which a PDF embeds as they are.
 * - `exclude`: the dealer-facing copy: no transactions and no costs (`transactions: null`,
 *   `costs: false`).
 * - `grade_whole_numbers`: the site's mobile_grade_whole_numbers, which the screen's grade
 *   follows (one decimal, or a whole number), so the document prints the grade the same way.
 *
 * On the async query layer (ADR 0071): every statement through `q(db)`; the seller's
 * announcement ids are one list parameter (the dialect's `inList`).
 */
import type { InferResult } from 'kysely';
import type { Inspection } from '../../src/contract/inspections.ts';
import type { PdfPhoto, PdfTransaction, VehicleInspectionPdf } from '../../src/contract/condition-report.ts';
import { inspectionConfigOf } from '../../src/contract/inspection-rules.ts';
import { factsOfReport } from '../../src/contract/report-facts.ts';
import { dialectOf, q, type DbHandle, type Query } from '../db/query.ts';
import { notFound } from '../http/errors.ts';
import { signExpiringPath } from '../media/signing.ts';
import { effectiveConfig } from '../platform/configs.ts';
import { reportReply, reportRows } from '../inspections/reports.ts';
import { printVariantWidths, type StoredPhoto } from './print-variant.ts';

/** A photo's file and the width of its print variant, for the server's own rendering. */
export type PhotoFile = StoredPhoto;

export interface ConditionReportSource {
  report: Inspection;
  pdf: VehicleInspectionPdf;
  files: { logo: PhotoFile; main: PhotoFile | null; vehicle: PhotoFile[]; damages: (PhotoFile | null)[] };
  /** The ids of the same photos: vehicle_images for the vehicle's, condition_images for the damages'. */
  photoIds: { main: number | null; vehicle: number[]; damages: (number | null)[] };
  /** Whether the vehicle's site shows public photos (sites.public_photos_enabled): the public copy's vehicle photos follow it. */
  sitePublicPhotos: boolean;
}

/** A vehicle as its condition report shows it: description, seller and site. */
const vehicleSelect = (query: Query, vehicleId: number) =>
  query
    .selectFrom('vehicles as v')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .leftJoin('dealers as d', 'd.dealer_id', 'v.seller_id')
    .select([
      'v.vehicle_id',
      'v.vin',
      'v.autoyear',
      'v.automake',
      'v.automodel',
      'v.exterior_color',
      'v.stock_number',
      'v.mileage',
      'v.odometer_uom',
      'v.keys_count',
      'v.drivable',
      'v.body_type',
      'd.dealer_name as seller_name',
      'v.seller_id',
      'v.site_id',
      's.code as site_code',
      's.name as site_name',
      's.public_photos_enabled',
    ])
    .where('v.vehicle_id', '=', vehicleId);

/** The vehicle's public photos, the main image first. */
const imagesSelect = (query: Query, vehicleId: number) =>
  query
    .selectFrom('vehicle_images')
    .select(['vehicle_image_id', 'image_file_path', 'mime_type', 'width', 'height', 'main_image'])
    .where('vehicle_id', '=', vehicleId)
    .where('is_private', '=', 0)
    .where('vehicle_images_type_name', '=', 'photo')
    .orderBy('main_image', 'desc')
    .orderBy('created_at')
    .orderBy('vehicle_image_id');

/** The vehicle's valid transactions but those its site excludes, by date. */
const transactionsSelect = (query: Query, vehicleId: number, siteId: number) =>
  query
    .selectFrom('vehicle_transactions as t')
    .innerJoin('transaction_codes as c', 'c.transaction_code', 't.transaction_code')
    .select(['t.transaction_date', 't.transaction_code', 'c.description as code_description', 't.description', 't.amount'])
    .where('t.vehicle_id', '=', vehicleId)
    .where('t.is_valid', '=', 1)
    .where('t.transaction_code', 'not in', (eb) => eb.selectFrom('wo_transaction_exclusions').select('transaction_code').where('site_id', '=', siteId))
    .orderBy('t.transaction_date')
    .orderBy('t.id');

/** The rows as read: their columns as the schema declares them. */
type ImageRow = InferResult<ReturnType<typeof imagesSelect>>[number];
type TransactionRow = InferResult<ReturnType<typeof transactionsSelect>>[number];

export function conditionReportSources(db: DbHandle) {
  const reads = reportRows(db);

  /** A body type's name in the body styles (the editor's choice names it so), or null for a code not among them. */
  async function bodyStyleDesc(code: string | null): Promise<string | null> {
    if (!code) return null;
    return (await q(db).selectFrom('body_styles').select('body_style_desc').where('body_style_code', '=', code).executeTakeFirst())?.body_style_desc ?? null;
  }

  async function announcementsOf(sellerId: number | null): Promise<string[]> {
    if (sellerId === null) return [];
    const options = (await q(db).selectFrom('dealer_options').select('options').where('dealer_id', '=', sellerId).executeTakeFirst())?.options;
    if (!options) return [];
    let ids: unknown;
    try {
      ids = (JSON.parse(options) as { registration?: { defaultAnnouncements?: unknown } }).registration?.defaultAnnouncements;
    } catch {
      return [];
    }
    // Whole numbers, as DealerOptionsDocument holds them; anything else names no announcement.
    if (!Array.isArray(ids)) return [];
    const wanted = ids.filter((id): id is number => Number.isSafeInteger(id));
    const rows = await q(db)
      .selectFrom('announcements')
      .select('announcement')
      .where(dialectOf(db).inList('announcement_id', wanted))
      .where('announcement', '<>', 'CUSTOM')
      .orderBy('announcement_id')
      .execute();
    return rows.map((row) => row.announcement);
  }

  const presentTransaction = (row: TransactionRow): PdfTransaction => ({
    transaction_date: row.transaction_date,
    transaction_code_object: { transaction_code: row.transaction_code, description: row.code_description },
    description: row.description,
    amount: row.amount,
  });
  const photo = (row: ImageRow): PdfPhoto => ({
    path: signExpiringPath(`/v3/images/vehicle/${row.vehicle_image_id}/print`),
    width: row.width,
    height: row.height,
  });
  const file = (relative: string, mimeType: string, width: number): PhotoFile => ({ relative, mimeType, width });

  /**
   * The report `reportId` of vehicle `vehicleId` and its printable data; 404 when there is no
   * such report of that vehicle. The caller has checked who may see it.
   */
  async function source(vehicleId: number, reportId: number, exclude: boolean): Promise<ConditionReportSource> {
    const row = await reads.byId(reportId);
    if (!row || row.vehicle_id !== vehicleId) throw notFound('Inspection not found');
    const v = await vehicleSelect(q(db), vehicleId).executeTakeFirst();
    if (!v) throw notFound('Vehicle not found');
    const report = await reportReply(reads, row);
    const facts = factsOfReport(report.vehicle_facts, v);
    const all = await imagesSelect(q(db), vehicleId).execute();
    const main = all.find((image) => image.main_image === 1) ?? null;
    const others = all.filter((image) => image !== main);
    const equipment = (await q(db).selectFrom('vehicle_equipment').select('name').where('vehicle_id', '=', vehicleId).orderBy('name').execute()).map(
      (item) => item.name,
    );
    const announcements = await announcementsOf(v.seller_id);
    // The switch the inspection screen reads (GET .../full's inspection_config), so the grade prints as it shows.
    const { wholeNumberGrades } = inspectionConfigOf(await effectiveConfig(db, v.site_id));
    const transactions = exclude ? null : await transactionsSelect(q(db), vehicleId, v.site_id).execute();
    const damageFiles = new Map<number, Pick<ImageRow, 'image_file_path' | 'mime_type'>>();
    const damageImageIds = report.inspection_items.flatMap((item) => (item.image ? [item.image.id] : []));
    if (damageImageIds.length > 0) {
      const rows = await q(db)
        .selectFrom('condition_images')
        .select(['id', 'image_file_path', 'mime_type'])
        .where(dialectOf(db).inList('id', damageImageIds))
        .execute();
      for (const { id, ...found } of rows) damageFiles.set(id, found);
    }
    const pdf: VehicleInspectionPdf = {
      vin: v.vin,
      site_code: v.site_code,
      site_name: v.site_name,
      logo: `/v3/images/site/${v.site_code}/auction_logo`,
      vehicle: {
        vehicle_id: v.vehicle_id,
        vin: v.vin,
        autoyear: v.autoyear,
        automake: v.automake,
        automodel: v.automodel,
        exterior_color: v.exterior_color,
        stock_number: v.stock_number,
        mileage: v.mileage,
        odometer_uom: v.odometer_uom,
        // As the report shows them: the ones it kept at its approval, or the vehicle's (ADR 0089).
        keys_count: facts.keys_count,
        drivable: facts.drivable,
        body_type: facts.body_type,
        body_style_desc: await bodyStyleDesc(facts.body_type),
        seller_name: v.seller_name,
      },
      equipment,
      announcements,
      transactions: transactions === null ? null : transactions.map(presentTransaction),
      costs: !exclude,
      grade_whole_numbers: wholeNumberGrades,
      main_image: main ? photo(main) : null,
      vehicle_images: others.map(photo),
    };
    const damageFile = (imageId: number | undefined) => {
      const found = imageId === undefined ? undefined : damageFiles.get(imageId);
      return found ? file(found.image_file_path, found.mime_type, printVariantWidths.damage) : null;
    };
    return {
      report,
      pdf,
      files: {
        logo: file(`sites/${v.site_code}/auction_logo.png`, 'image/png', printVariantWidths.logo),
        main: main ? file(main.image_file_path, main.mime_type, printVariantWidths.vehicle) : null,
        vehicle: others.map((image) => file(image.image_file_path, image.mime_type, printVariantWidths.vehicle)),
        damages: report.inspection_items.map((item) => damageFile(item.image?.id)),
      },
      photoIds: {
        main: main?.vehicle_image_id ?? null,
        vehicle: others.map((image) => image.vehicle_image_id),
        damages: report.inspection_items.map((item) => item.image?.id ?? null),
      },
      sitePublicPhotos: v.public_photos_enabled === 1,
    };
  }

  return source;
}
