/**
 * What the printable report is made from (ADR 0021), in two ways that end in the same
 * document (src/contract/condition-report.ts):
 *
 * - from the server: `GET .../inspections/{id}?with[]=inspection_items&with[]=vehicle_inspection_pdf`;
 * - from the device: the report the editor shows (the cached server copy with this vehicle's
 *   pending writes laid over it, overlay.ts): its damages, comments and notes, the vehicle's
 *   keys, drivable and body type (an original's as it kept them at its approval:
 *   shown-facts.ts), and the grade as the screen shows it (grade-view.ts: at an autograde site
 *   with changes on their way, the one computed on the device); its local photos, and the
 *   announcements and charges of this vehicle's last printed report when the device holds one.
 *   Marked not synced while any of the vehicle's writes has not reached the server.
 *
 * Images are named, not loaded: a signed API path, or the outbox record holding the bytes of
 * a photo still on this device. The worker loads and scales them. Pure.
 */
import { conditionReportDataFrom, costFieldsOf, type ConditionReportData, type PrintedDamage, type VehicleInspectionPdf } from '@/contract/condition-report';
import { APPROVED_REPORT_TYPE, inspectionConfigOf } from '@/contract/inspection-rules';
import type { Inspection, InspectionVehicle } from '@/contract/inspections';
import { reportDataForCopy } from '@/contract/report-copies';
import { bodyStyleDesc } from './body-type';
import { gradeView } from './grade-view';
import type { ShownDamage, ShownInspection, ShownReport } from './overlay';
import { shownFacts } from './shown-facts';

export type ImageSource = { url: string } | { recordId: number } | null;

export interface PrintSources {
  logo: ImageSource;
  main: ImageSource;
  vehicle: ImageSource[];
  damages: ImageSource[];
}

export interface PrintJob {
  data: ConditionReportData;
  sources: PrintSources;
}

export const logoPath = (siteCode: string) => `/v3/images/site/${siteCode}/auction_logo`;
const url = (path: string | null | undefined): ImageSource => (path ? { url: path } : null);

/**
 * `exclude=1` prints the dealer's copy, as report-copies.ts declares it for the e-mails too:
 * no notes, no charges, no costs. The staff copy otherwise. Vehicle photos are in both.
 */
function asCopy(data: ConditionReportData, exclude: boolean): ConditionReportData {
  return exclude ? reportDataForCopy(data, 'dealer', { sitePublicPhotos: true }) : data;
}

export function serverPrintJob(reply: Inspection & { vehicle_inspection_pdf: VehicleInspectionPdf }, exclude: boolean, printedAt: string): PrintJob {
  const pdf = reply.vehicle_inspection_pdf;
  const data = conditionReportDataFrom(reply, pdf, printedAt);
  return {
    data: asCopy(data, exclude),
    sources: {
      logo: url(pdf.logo),
      main: url(pdf.main_image?.path),
      vehicle: pdf.vehicle_images.map((image) => url(image.path)),
      damages: reply.inspection_items.map((item) => url(item.image?.print ?? item.image?.original)),
    },
  };
}

function deviceDamage(damage: ShownDamage): PrintedDamage {
  const { fields, names, photo } = damage;
  return {
    item: names.item ?? 'Item',
    item_code: fields.item_code,
    severity_code: fields.severity_code,
    damage: names.damage ?? 'Damage',
    severity: names.severity,
    action: names.action ?? fields.action_code,
    description: fields.description,
    ...costFieldsOf(fields),
    // A photo still on this device: its hash is taken from the bytes by the worker, its time is when it was taken here.
    photo: photo ? { captured_at: photo.capturedAt ?? (photo.upload ? new Date(photo.upload.createdAt).toISOString() : null), sha256: photo.sha256 } : null,
    photo_markup: photo ? fields.photo_markup : null,
  };
}

function damageSource(damage: ShownDamage): ImageSource {
  const photo = damage.photo;
  if (!photo) return null;
  if (photo.localRecordId !== null) return { recordId: photo.localRecordId };
  return url(photo.print ?? photo.original ?? photo.small);
}

/**
 * The report as this device holds it, as the editor shows it: `shown` is the overlay of the
 * vehicle's pending writes (overlay.ts), `report` one of its reports. `held` is the vehicle's
 * last printable data read from the server (for its announcements and charges), or null when
 * the device has none.
 */
export function devicePrintJob(
  state: InspectionVehicle,
  shown: ShownInspection,
  report: ShownReport,
  options: { held: VehicleInspectionPdf | null; exclude: boolean; siteName: string; printedAt: string },
): PrintJob {
  const { held } = options;
  const config = inspectionConfigOf(state.inspection_config);
  // The values the editor shows: the server's copy with the changes still on this device, or
  // those an original kept at its approval (ADR 0089).
  const fields = shownFacts(shown, report);
  const visible = state.vehicle_images.filter((image) => image.is_private === 0 && image.vehicle_images_type_name === 'photo');
  const main = visible.find((image) => image.main_image === 1) ?? null;
  const others = visible.filter((image) => image !== main).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const year = typeof state.autoyear === 'string' ? Number(state.autoyear) || null : (state.autoyear ?? null);
  const data: ConditionReportData = {
    report_id: String(report.id),
    report_type: report.type === APPROVED_REPORT_TYPE ? 'approved' : 'original',
    site_name: held?.site_name ?? options.siteName,
    vehicle: {
      vehicle_id: state.vehicle_id,
      vin: state.vin ?? '',
      autoyear: year,
      automake: state.automake ?? null,
      automodel: state.automodel ?? null,
      exterior_color: state.exterior_color ?? held?.vehicle.exterior_color ?? null,
      stock_number: state.stock_number ?? null,
      mileage: state.mileage ?? null,
      odometer_uom: state.odometer_uom ?? null,
      keys_count: fields.keys_count,
      drivable: fields.drivable,
      body_type: fields.body_type,
      body_style_desc: bodyStyleDesc(fields.body_type, state.body_styles),
      seller_name: state.seller?.dealer_name ?? null,
    },
    grade: gradeView(shown, report, state, config, report.readOnly).grade,
    grade_whole_numbers: config.wholeNumberGrades,
    comments: report.fields.comments,
    notes: report.fields.notes,
    equipment: state.equipment.map((entry) => entry.name).sort((a, b) => a.localeCompare(b)),
    announcements: held?.announcements ?? null,
    transactions: held?.transactions ?? null,
    transactions_note: held ? null : 'Charges are not held on this device: print again online to include them.',
    costs: true,
    has_main_image: main !== null,
    vehicle_image_count: others.length,
    damages: report.damages.map(deviceDamage),
    not_synced: shown.unsynced > 0,
    printed_at: options.printedAt,
  };
  const sized = (image: (typeof visible)[number]) => url(image.other_sizes.large ?? image.other_sizes.original);
  return {
    data: asCopy(data, options.exclude),
    sources: {
      logo: url(logoPath(state.site_code)),
      main: main ? sized(main) : null,
      vehicle: others.map(sized),
      damages: report.damages.map(damageSource),
    },
  };
}
