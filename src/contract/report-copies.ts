/**
 * Who reads a condition report, and what each one's copy holds (issue 42; ADR 0066). One
 * declaration, `reportCopies`, that the printable document (condition-report.ts), the server's
 * PDF (server/reports/render-pdf.ts) and the public report's JSON (`publicReportOf`, what the
 * page at /reports/{site}/{secret} shows) all follow:
 *
 * - `staff`: everything the report holds (the inspector's and the desk's own print).
 * - `dealer`: the copy e-mailed to a dealer (a link's e-mail, a dealer report). A named business
 *   the auction deals with: the vehicle as the dealer knows it (stock number, seller, colour,
 *   keys, equipment, the seller's announcements), the report's id to quote when calling the
 *   auction, the inspector's comments (written for the report's reader) and each photo's
 *   evidence. Not the notes (the auction's own, never to leave it), the charges or any cost
 *   (the auction's prices; `exclude=1`, ADR 0021).
 * - `public`: anyone holding a share link. Exactly what the public page shows: year, make and
 *   model, VIN, odometer, grade and its label, the date written, the site, and the damages with
 *   item, damage, severity, action, description and photo; the vehicle's photos only where the
 *   site has public photos on (sites.public_photos_enabled, the switch of the public vehicle
 *   pages). No report id, stock number, seller, comments, notes, equipment, announcements,
 *   costs, charges or photo evidence.
 *
 * A part a copy leaves out is absent from it, not blank: no heading, no "No comments"
 * placeholder that would tell a reader there is something withheld.
 */
import * as v from 'valibot';
import { conditionLabel } from './autograde';
import type { ConditionReportData, PrintedDamage } from './condition-report';
import { formatGrade } from './inspection-rules';
import { conditionAmountNames, type ConditionAmountName } from './inspections';
import type { PublicReport } from './public-vehicle';

export const ReportCopyKind = v.picklist(['staff', 'dealer', 'public']);
export type ReportCopyKind = v.InferOutput<typeof ReportCopyKind>;

/** The parts of a report a copy may hold; the VIN, vehicle title, odometer, grade, date and damages are in every copy. */
export interface ReportCopy {
  /** "Report {id} (original | approved)" in the header and the PDF's subject. */
  report_id: boolean;
  stock_number: boolean;
  seller: boolean;
  /** Colour, keys, drivable, body type. */
  vehicle_details: boolean;
  equipment: boolean;
  announcements: boolean;
  comments: boolean;
  notes: boolean;
  transactions: boolean;
  /** Every hour and amount: per damage and the total. */
  costs: boolean;
  /** The capture time and SHA-256 prefix printed under a damage photo. */
  photo_evidence: boolean;
  /** The vehicle's (non-private) photos: in every such copy, or only where the site's public photos are on. */
  vehicle_photos: 'always' | 'where-site-shows-public-photos';
}

/** Everything the report holds. */
const staffCopy: ReportCopy = {
  report_id: true,
  stock_number: true,
  seller: true,
  vehicle_details: true,
  equipment: true,
  announcements: true,
  comments: true,
  notes: true,
  transactions: true,
  costs: true,
  photo_evidence: true,
  vehicle_photos: 'always',
};

export const reportCopies: Readonly<Record<ReportCopyKind, Readonly<ReportCopy>>> = {
  staff: staffCopy,
  // The auction's notes, its charges and its costs stay with it.
  dealer: { ...staffCopy, notes: false, transactions: false, costs: false },
  public: {
    report_id: false,
    stock_number: false,
    seller: false,
    vehicle_details: false,
    equipment: false,
    announcements: false,
    comments: false,
    notes: false,
    transactions: false,
    costs: false,
    photo_evidence: false,
    vehicle_photos: 'where-site-shows-public-photos',
  },
};

/** Whether a copy of `kind` shows the vehicle's photos, at a site whose public photos are on or off. */
export function showsVehiclePhotos(kind: ReportCopyKind, sitePublicPhotos: boolean): boolean {
  return reportCopies[kind].vehicle_photos === 'always' || sitePublicPhotos;
}

const noCosts = Object.fromEntries(conditionAmountNames.map((name) => [name, null])) as Record<ConditionAmountName, null>;

/**
 * The document's data as copy `kind` holds it: every part the copy leaves out is removed from
 * the data itself (not only from the layout), so nothing withheld reaches the renderer, its
 * worker or its cache. The document (conditionReportDocument) reads `copy` to leave the parts out.
 */
export function reportDataForCopy(data: ConditionReportData, kind: ReportCopyKind, options: { sitePublicPhotos: boolean }): ConditionReportData {
  const copy = reportCopies[kind];
  const photos = showsVehiclePhotos(kind, options.sitePublicPhotos);
  const vehicle = data.vehicle;
  return {
    ...data,
    copy: kind,
    report_id: copy.report_id ? data.report_id : '',
    vehicle: {
      ...vehicle,
      stock_number: copy.stock_number ? vehicle.stock_number : null,
      seller_name: copy.seller ? vehicle.seller_name : null,
      exterior_color: copy.vehicle_details ? vehicle.exterior_color : null,
      keys_count: copy.vehicle_details ? vehicle.keys_count : null,
      drivable: copy.vehicle_details ? vehicle.drivable : null,
      body_type: copy.vehicle_details ? vehicle.body_type : null,
    },
    comments: copy.comments ? data.comments : null,
    notes: copy.notes ? data.notes : null,
    equipment: copy.equipment ? data.equipment : [],
    announcements: copy.announcements ? data.announcements : [],
    transactions: copy.transactions ? data.transactions : null,
    transactions_note: copy.transactions ? data.transactions_note : null,
    costs: copy.costs && data.costs,
    has_main_image: photos && data.has_main_image,
    vehicle_image_count: photos ? data.vehicle_image_count : 0,
    vehicle_photos_withheld: !photos,
    damages: data.damages.map((damage): PrintedDamage => ({
      ...damage,
      ...(copy.costs ? {} : noCosts),
      photo: damage.photo && !copy.photo_evidence ? { captured_at: null, sha256: null } : damage.photo,
    })),
  };
}

type PublicPhoto = PublicReport['vehicle_photos'][number];

/**
 * The public report's JSON (GET /v3/site/{code}/condition-report/{secret}) from the data of its
 * public copy, the same data its PDF is made from: the page cannot show what the PDF leaves
 * out, nor the PDF what the page does not show.
 */
export function publicReportOf(
  data: ConditionReportData,
  links: { damagePhotos: readonly (PublicPhoto | null)[]; vehiclePhotos: readonly PublicPhoto[]; pdf: string },
): PublicReport {
  if (data.copy !== 'public') throw new Error('publicReportOf takes the public copy of a report');
  const vehicle = data.vehicle;
  return {
    autoyear: vehicle.autoyear,
    automake: vehicle.automake,
    automodel: vehicle.automodel,
    vin: vehicle.vin,
    odometer: vehicle.mileage,
    odometer_uom: vehicle.odometer_uom ?? 'mi',
    grade: data.grade,
    grade_text: data.grade === null ? null : formatGrade(data.grade, data.grade_whole_numbers),
    grade_description: data.grade === null ? null : conditionLabel(data.grade),
    written_date: data.written_date ?? null,
    damages: data.damages.map((damage, index) => ({
      item: damage.item,
      item_code: damage.item_code ?? null,
      severity_code: damage.severity_code ?? null,
      damage: damage.damage,
      severity: damage.severity,
      action: damage.action,
      description: damage.description,
      photo: damage.photo ? (links.damagePhotos[index] ?? null) : null,
      photo_markup: damage.photo ? (damage.photo_markup ?? null) : null,
    })),
    vehicle_photos: data.vehicle_photos_withheld ? [] : [...links.vehiclePhotos],
    pdf: links.pdf,
  };
}
