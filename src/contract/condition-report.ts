/**
 * The printable "Vehicle Condition Report" (ADR 0021), written
 * once for the tablet (built in a worker) and the server (renderConditionReportPdf):
 *
 * - `VehicleInspectionPdf`: what `GET /v3/inspections/{id}?with[]=vehicle_inspection_pdf`
 *   answers beside the report: the vehicle, equipment, announcements, valid transactions,
 *   the logo's path and the photos to print.
 * - `ConditionReportData`: everything the document shows, from a server reply or from
 *   what the device holds (the overlay of the report and its pending writes).
 * - `conditionReportDocument()`: data + images already scaled to their printed size → a
 *   pdfmake document definition (plain JSON; pdfmake itself loads only where a PDF is made).
 *
 * Text stays text (the standard Helvetica font, no font embedded), so the VIN, each damage
 * and each amount can be searched and copied in the PDF. The grade and the keys are written by
 * the screen's own formatters (formatGrade, formatKeys in inspection-rules.ts), so paper and
 * screen say the same.
 */
import * as v from 'valibot';
import { APPROVED_REPORT_TYPE, conditionTotal, formatGrade, formatKeys, roundMoney } from './inspection-rules';
import { conditionAmountNames, ConditionAmounts, type ConditionAmountName, type Condition, type Inspection } from './inspections';
import { diagramBlock } from './damage-diagram-pdf';
import { markupOnPhoto, PhotoMarkup } from './photo-markup';
import { markedPhotoStack } from './photo-markup-print';
import { reportCopies, ReportCopyKind } from './report-copies';

// ---------------------------------------------------------------- the API's vehicle_inspection_pdf

/** A photo to print: a signed path relative to the API, with its evidence when the server holds it. */
export const PdfPhoto = v.object({
  path: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
export type PdfPhoto = v.InferOutput<typeof PdfPhoto>;

export const PdfTransaction = v.object({
  transaction_date: v.string(),
  transaction_code_object: v.object({ transaction_code: v.string(), description: v.string() }),
  description: v.nullable(v.string()),
  amount: v.number(),
});
export type PdfTransaction = v.InferOutput<typeof PdfTransaction>;

export const PdfVehicle = v.object({
  vehicle_id: v.number(),
  vin: v.string(),
  autoyear: v.nullable(v.number()),
  automake: v.nullable(v.string()),
  automodel: v.nullable(v.string()),
  exterior_color: v.nullable(v.string()),
  stock_number: v.nullable(v.string()),
  mileage: v.nullable(v.number()),
  odometer_uom: v.nullable(v.string()),
  keys_count: v.nullable(v.number()),
  drivable: v.nullable(v.number()),
  body_type: v.nullable(v.string()),
  /** The body type's name in the site's body styles ("Sedan 4 Door"), null when the code is not among them; absent in a copy read before it was sent. */
  body_style_desc: v.optional(v.nullable(v.string()), null),
  seller_name: v.nullable(v.string()),
});
export type PdfVehicle = v.InferOutput<typeof PdfVehicle>;

/** A body type as the editor's choice names it, "Sedan 4 Door (SED)"; a code with no name, as it is. */
export const bodyTypeLabel = (code: string | null, desc: string | null | undefined): string => (code ? (desc ? `${desc} (${code})` : code) : '');

/**
 * `vehicle_inspection_pdf`. `transactions` is null when the copy leaves charges out
 * (`exclude=1`), and `costs` false when it leaves every cost out (ADR 0021).
 */
export const VehicleInspectionPdf = v.object({
  vin: v.string(),
  site_code: v.string(),
  site_name: v.string(),
  /** `/v3/images/site/{code}/auction_logo`, relative to the API. */
  logo: v.string(),
  vehicle: PdfVehicle,
  equipment: v.array(v.string()),
  announcements: v.array(v.string()),
  transactions: v.nullable(v.array(PdfTransaction)),
  costs: v.boolean(),
  /** The site grades in whole numbers (mobile_grade_whole_numbers): the grade is printed as the screen shows it. */
  grade_whole_numbers: v.boolean(),
  main_image: v.nullable(PdfPhoto),
  /** The vehicle's other public photos, oldest first. */
  vehicle_images: v.array(PdfPhoto),
});
export type VehicleInspectionPdf = v.InferOutput<typeof VehicleInspectionPdf>;

// ---------------------------------------------------------------- what the document shows

export const PrintedDamage = v.object({
  item: v.string(),
  /** The catalogue item and severity: where the damage diagram puts the damage's marker and how it colours it (damage-diagram.ts). */
  item_code: v.optional(v.nullable(v.number())),
  severity_code: v.optional(v.nullable(v.number())),
  damage: v.string(),
  severity: v.nullable(v.string()),
  action: v.nullable(v.string()),
  description: v.nullable(v.string()),
  ...ConditionAmounts.entries,
  /** The photo's evidence: null values while the photo is only on this device's record. */
  photo: v.nullable(v.object({ captured_at: v.nullable(v.string()), sha256: v.nullable(v.string()) })),
  /** The marks drawn over the photo (photo-markup.ts), printed over it. */
  photo_markup: v.optional(v.nullable(PhotoMarkup)),
});
export type PrintedDamage = v.InferOutput<typeof PrintedDamage>;

export const ConditionReportData = v.object({
  report_id: v.string(),
  report_type: v.picklist(['original', 'approved']),
  site_name: v.string(),
  vehicle: PdfVehicle,
  grade: v.nullable(v.number()),
  /** Printed as a whole number (mobile_grade_whole_numbers), else with one decimal: formatGrade, as the screen shows it. */
  grade_whole_numbers: v.boolean(),
  comments: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  equipment: v.array(v.string()),
  /** Null when the device does not hold them (a report printed offline before the server was read). */
  announcements: v.nullable(v.array(v.string())),
  /** Null when left out (`exclude=1`) or not held by the device. */
  transactions: v.nullable(v.array(PdfTransaction)),
  transactions_note: v.nullable(v.string()),
  costs: v.boolean(),
  has_main_image: v.boolean(),
  vehicle_image_count: v.number(),
  damages: v.array(PrintedDamage),
  /** Printed from the device while some of the vehicle's writes have not reached the server. */
  not_synced: v.boolean(),
  printed_at: v.string(),
  /** Whose copy this is (report-copies.ts): what the document leaves out. The staff copy when absent. */
  copy: v.optional(ReportCopyKind),
  /** When the report was written (its creation when not yet written). */
  written_date: v.optional(v.nullable(v.string())),
  /** The copy leaves the vehicle's photos out (a public copy at a site whose public photos are off): no photo and no "No Main Image". */
  vehicle_photos_withheld: v.optional(v.boolean()),
});
export type ConditionReportData = v.InferOutput<typeof ConditionReportData>;

type CostFields = Pick<PrintedDamage, ConditionAmountName>;

/** A damage's hours and costs, as the document prints them (from the API's damage or the device's). */
export function costFieldsOf(source: CostFields): CostFields {
  return Object.fromEntries(conditionAmountNames.map((name) => [name, source[name]])) as CostFields;
}

/** A damage of the API's report as the document prints it. */
export function printedDamage(condition: Condition): PrintedDamage {
  return {
    item: condition.item?.name ?? 'Item',
    item_code: condition.item_code,
    severity_code: condition.severity_code,
    damage: condition.damage?.name ?? 'Damage',
    severity: condition.severity?.name ?? null,
    action: condition.action?.action_desc ?? condition.action?.action_code ?? null,
    description: condition.description,
    ...costFieldsOf(condition),
    photo: condition.image ? { captured_at: condition.image.captured_at, sha256: condition.image.sha256 } : null,
    photo_markup: markupOnPhoto(condition.photo_markup, condition.image?.sha256),
  };
}

/** The document's data from the server's report and its vehicle_inspection_pdf. */
export function conditionReportDataFrom(report: Inspection, pdf: VehicleInspectionPdf, printedAt: string): ConditionReportData {
  return {
    report_id: String(report.condition_report_id),
    report_type: report.condition_report_type_id === APPROVED_REPORT_TYPE ? 'approved' : 'original',
    site_name: pdf.site_name,
    vehicle: pdf.vehicle,
    grade: report.grade,
    grade_whole_numbers: pdf.grade_whole_numbers,
    comments: report.comments,
    notes: report.notes,
    equipment: pdf.equipment,
    announcements: pdf.announcements,
    transactions: pdf.transactions,
    transactions_note: null,
    costs: pdf.costs,
    has_main_image: pdf.main_image !== null,
    vehicle_image_count: pdf.vehicle_images.length,
    damages: report.inspection_items.map(printedDamage),
    not_synced: false,
    printed_at: printedAt,
    written_date: report.written_date ?? report.created_date,
  };
}

/** An image scaled to its printed size, as a data URL (JPEG or PNG). */
export interface PreparedImage {
  dataUrl: string;
  /** Its pixel size, where the preparer read it: a photo's markup is drawn over it to that proportion. */
  width?: number;
  height?: number;
}

export interface PreparedImages {
  logo: PreparedImage | null;
  main: PreparedImage | null;
  /** In the order of the vehicle's images; null where one could not be read. */
  vehicle: (PreparedImage | null)[];
  /** By damage index; null where the damage has no photo or it could not be read. */
  damages: (PreparedImage | null)[];
}

// ---------------------------------------------------------------- sizes (points; 72 per inch)

const page = { width: 612, height: 792, margin: 40 };
const contentWidth = page.width - 2 * page.margin;
const gap = 8;

/** Printed width of each kind of image, and the pixel width that gives about 150 dpi at that size. */
export const printedWidths = {
  logo: 144,
  main: 216,
  damage: 160,
  vehicle: Math.floor((contentWidth - 2 * gap) / 3),
} as const;
export const PRINT_DPI = 150;
export const printPixels = (points: number) => Math.round((points / 72) * PRINT_DPI);

/** Pixel size of an image scaled to `points` wide at 150 dpi: never enlarged, aspect kept. */
export function printSize(width: number, height: number, points: number): { width: number; height: number } {
  const target = Math.min(width, printPixels(points));
  return { width: target, height: Math.max(1, Math.round((height * target) / width)) };
}

// ---------------------------------------------------------------- texts

export const reportTexts = {
  title: 'Vehicle Condition Report',
  generating: 'Generating Inspection Document',
  noMainImage: 'No Main Image',
  noCharges: 'No Charges',
  notSynced: 'NOT YET SYNCED: printed from this device before all its changes reached the server',
} as const;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (amount: number | null | undefined) => money.format(amount ?? 0);
const hours = (h: number | null) => (h ? ` (${h} h)` : '');

/** A capture time as printed: UTC to the minute, so every copy reads the same. */
export function formatCaptured(iso: string | null): string {
  if (!iso) return 'not uploaded yet';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The first 12 hex digits of a SHA-256: enough for a dealer to match a photo against the platform's copy. */
export const hashPrefix = (sha256: string | null) => (sha256 ? sha256.slice(0, 12).toLowerCase() : null);

export interface CostBreakdown {
  paint: number;
  labor: number;
  parts: number;
  total: number;
}

export function costBreakdown(damages: readonly PrintedDamage[]): CostBreakdown {
  const sum = (pick: (d: PrintedDamage) => number | null) => roundMoney(damages.reduce((s, d) => s + (pick(d) ?? 0), 0));
  return {
    paint: sum((d) => d.paint_cost),
    labor: sum((d) => d.labor_cost),
    parts: sum((d) => d.part_cost),
    total: roundMoney(damages.reduce((s, d) => s + conditionTotal(d), 0)),
  };
}

/** Cut a list into rows of `size`, the last one padded so every column keeps its width. */
export function rowsOf<T, P>(list: readonly T[], size: number, pad: P): (T | P)[][] {
  const rows: (T | P)[][] = [];
  for (let i = 0; i < list.length; i += size) {
    const row: (T | P)[] = list.slice(i, i + size);
    while (row.length < size) row.push(pad);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------- the document

/** pdfmake's content, kept as plain JSON here so this module needs no pdfmake types at run time. */
export type PdfContent = Record<string, unknown> | string | PdfContent[];

export interface PdfDocument {
  pageSize: 'LETTER';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  info: { title: string; subject: string };
  defaultStyle: { font: string; fontSize: number };
  styles: Record<string, Record<string, unknown>>;
  header: (currentPage: number, pageCount: number) => PdfContent;
  footer: (currentPage: number, pageCount: number) => PdfContent;
  content: PdfContent[];
  /** pdfmake asks it of every node once laid out: true moves the node to the next page. */
  pageBreakBefore: (
    node: { headlineLevel?: number; startPosition?: { verticalRatio: number; pageInnerHeight: number } },
    nodes: { getFollowingNodesOnPage(): unknown[] },
  ) => boolean;
}

const noBorders = 'noBorders';
const emptyCell = { text: '' };
/**
 * A free text as printed: pdfmake never breaks a word, it cuts it at the margin (a pasted link or
 * a run of 200 letters lost its end), so a run of more than 24 characters without a space gets a
 * break opportunity (U+200B, which prints nothing) every 24.
 */
export const breakable = (text: string): string => text.replace(/\S{25,}/gu, (run) => run.replace(/(\S{24})(?=\S)/gu, '$1\u200B'));

/** The room (pt) a heading needs below its top, or it starts the next page: an inch. */
const headingKeepsBelow = 72;

/** A section's heading; it never ends a page (`pageBreakBefore` below). */
const heading = (text: string): PdfContent => ({ text, style: 'heading', headlineLevel: 1 });

function image(prepared: PreparedImage | null, width: number, missing: string): PdfContent {
  return prepared ? { image: prepared.dataUrl, width } : { text: missing, style: 'missing', width };
}

/** What copy `data` is: the staff copy unless it says otherwise. */
const copyOf = (data: ConditionReportData) => reportCopies[data.copy ?? 'staff'];

function vehicleFacts(data: ConditionReportData): PdfContent {
  const v = data.vehicle;
  const copy = copyOf(data);
  const odometer = v.mileage === null ? '' : `${v.mileage.toLocaleString('en-US')} ${v.odometer_uom ?? 'mi'}`;
  const all: [string, string, boolean][] = [
    ['VIN', v.vin, true],
    ['Vehicle', [v.autoyear, v.automake, v.automodel].filter((part) => part !== null && part !== '').join(' '), true],
    ['Colour', v.exterior_color ?? '', copy.vehicle_details],
    ['Stock number', v.stock_number ?? '', copy.stock_number],
    ['Odometer', odometer, true],
    ['Keys', formatKeys(v.keys_count), copy.vehicle_details],
    ['Drivable', v.drivable === null ? '' : v.drivable === 1 ? 'Yes' : 'No', copy.vehicle_details],
    ['Body type', bodyTypeLabel(v.body_type, v.body_style_desc), copy.vehicle_details],
    ['Seller', v.seller_name ?? '', copy.seller],
    ['Grade', formatGrade(data.grade, data.grade_whole_numbers), true],
  ];
  const rows = all.filter(([, , shown]) => shown);
  return {
    layout: noBorders,
    table: { widths: [80, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]) },
  };
}

function damageBlock(damage: PrintedDamage, photo: PreparedImage | null, index: number, showCosts: boolean, evidence: boolean): PdfContent {
  const facts: PdfContent[] = [
    { text: `${index + 1}. ${damage.item}: ${damage.damage}`, bold: true },
    { text: [{ text: 'Severity: ', style: 'label' }, damage.severity ?? 'None'] },
    { text: [{ text: 'Action: ', style: 'label' }, damage.action ?? 'None'] },
  ];
  if (damage.description) facts.push({ text: [{ text: 'Description: ', style: 'label' }, breakable(damage.description)] });
  if (showCosts) {
    facts.push({
      text: [
        { text: 'Costs: ', style: 'label' },
        `Labor ${formatMoney(damage.labor_cost)}${hours(damage.labor_hours)} · Paint ${formatMoney(damage.paint_cost)}${hours(damage.paint_hours)} · ` +
          `Parts ${formatMoney(damage.part_cost)}${hours(damage.part_hours)} · Total ${formatMoney(conditionTotal(damage))}`,
      ],
    });
  }
  const columns: PdfContent[] = [{ width: '*', stack: facts }];
  if (damage.photo)
    columns.push({
      width: printedWidths.damage,
      stack: [
        ...markedPhotoStack(image(photo, printedWidths.damage, 'Photo not held on this device'), photo, printedWidths.damage, damage.photo_markup),
        ...(evidence ? [photoCaption(damage.photo)] : []),
      ],
    });
  return { columns, columnGap: 12, margin: [0, 0, 0, 10], unbreakable: true };
}

function photoCaption(photo: NonNullable<PrintedDamage['photo']>): PdfContent {
  const prefix = hashPrefix(photo.sha256);
  return { style: 'caption', stack: [`Captured ${formatCaptured(photo.captured_at)}`, prefix ? `SHA-256 ${prefix}` : 'SHA-256 not computed'] };
}

function transactionsBlock(data: ConditionReportData): PdfContent[] {
  if (data.transactions === null) return data.transactions_note ? [heading('Charges'), { text: data.transactions_note, style: 'missing' }] : [];
  if (data.transactions.length === 0) return [heading('Charges'), { text: reportTexts.noCharges, bold: true }];
  const head = ['Date', 'Code', 'Description', 'Amount'].map((text) => ({ text, style: 'label' }));
  const body = data.transactions.map((t) => [
    t.transaction_date.slice(0, 10),
    `${t.transaction_code_object.transaction_code} ${t.transaction_code_object.description}`,
    t.description ?? '',
    { text: formatMoney(t.amount), alignment: 'right' },
  ]);
  return [
    heading('Charges'),
    { layout: 'lightHorizontalLines', table: { headerRows: 1, keepWithHeaderRows: 1, widths: [60, 130, '*', 70], body: [head, ...body] } },
  ];
}

function totalsBlock(damages: readonly PrintedDamage[]): PdfContent[] {
  const costs = costBreakdown(damages);
  const row = (label: string, amount: number, bold = false) => [
    { text: label, bold },
    { text: formatMoney(amount), alignment: 'right', bold },
  ];
  return [
    heading('Total Damage Cost'),
    {
      layout: 'lightHorizontalLines',
      table: { widths: [120, 90], body: [row('Paint', costs.paint), row('Labor', costs.labor), row('Parts', costs.parts), row('Total', costs.total, true)] },
    },
  ];
}

function vehicleImagesBlock(images: readonly (PreparedImage | null)[]): PdfContent[] {
  if (images.length === 0) return [];
  const rows = rowsOf(images, 3, undefined).map((row) =>
    row.map((cell) => (cell === undefined ? emptyCell : image(cell, printedWidths.vehicle, 'Photo not held on this device'))),
  );
  return [heading('Vehicle Images'), { layout: noBorders, table: { widths: ['*', '*', '*'], body: rows } }];
}

/** The "Vehicle Condition Report" as a pdfmake document definition. Pure. */
export function conditionReportDocument(data: ConditionReportData, images: PreparedImages): PdfDocument {
  const banner: PdfContent = {
    layout: noBorders,
    table: { widths: ['*'], body: [[{ text: reportTexts.notSynced, style: 'banner', fillColor: '#b00020', margin: [0, 4, 0, 4] }]] },
    margin: [page.margin, 14, page.margin, 0],
  };
  const copy = copyOf(data);
  const equipment = rowsOf(data.equipment, 2, '');
  const reportLine = copy.report_id ? ` · Report ${data.report_id} (${data.report_type === 'approved' ? 'approved, post-recon' : 'original'})` : '';
  const written = data.written_date ? [`Inspected ${data.written_date.slice(0, 10)}`] : [];
  const mainImage: PdfContent[] = data.vehicle_photos_withheld
    ? []
    : [data.has_main_image ? image(images.main, printedWidths.main, 'Photo not held on this device') : { text: reportTexts.noMainImage, style: 'missing' }];
  const content: PdfContent[] = [
    {
      columns: [
        images.logo ? { image: images.logo.dataUrl, width: printedWidths.logo } : { text: data.site_name, bold: true, width: printedWidths.logo },
        {
          width: '*',
          stack: [
            { text: reportTexts.title, style: 'title', margin: [0, 0, 0, 2] },
            `${data.site_name}${reportLine}`,
            ...written,
            `Printed ${formatCaptured(data.printed_at)}`,
          ],
          alignment: 'right',
          lineHeight: 1.25,
        },
      ],
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        { width: '*', stack: [vehicleFacts(data)] },
        {
          width: printedWidths.main,
          stack: mainImage,
        },
      ],
      columnGap: 12,
    },
    // The flat-pack drawing with the damages' numbered markers (damage-diagram-pdf.ts), under the
    // vehicle's facts: the two always fit the first page, and the free texts flow on after it. After
    // the texts, it moved whole to the next page whenever they left less than its height (ADR 0113).
    ...diagramBlock(data.damages, contentWidth),
    // The parts a copy leaves out are absent: no heading, no placeholder (report-copies.ts).
    ...(copy.equipment
      ? [
          heading('Equipment'),
          equipment.length ? { layout: noBorders, table: { widths: ['*', '*'], body: equipment } } : { text: 'No equipment recorded', style: 'missing' },
        ]
      : []),
    ...(copy.announcements
      ? [
          heading('Announcements'),
          data.announcements === null
            ? { text: 'Announcements are not held on this device', style: 'missing' }
            : data.announcements.length
              ? { ul: data.announcements }
              : { text: 'No announcements', style: 'missing' },
        ]
      : []),
    ...(copy.comments
      ? [heading('Comments'), { text: data.comments ? breakable(data.comments) : 'No comments', style: data.comments ? undefined : 'missing' }]
      : []),
    ...(copy.notes ? [heading('Notes'), { text: data.notes ? breakable(data.notes) : 'No notes', style: data.notes ? undefined : 'missing' }] : []),
    heading(`Inspection Items (${data.damages.length})`),
    ...(data.damages.length
      ? data.damages.map((d, i) => damageBlock(d, images.damages[i] ?? null, i, data.costs && copy.costs, copy.photo_evidence))
      : [{ text: 'No damages recorded', style: 'missing' }]),
    ...(copy.transactions ? transactionsBlock(data) : []),
    ...(data.costs && copy.costs ? totalsBlock(data.damages) : []),
    ...(data.vehicle_photos_withheld ? [] : vehicleImagesBlock(images.vehicle)),
  ];
  return {
    pageSize: 'LETTER',
    pageOrientation: 'portrait',
    pageMargins: [page.margin, data.not_synced ? 56 : page.margin, page.margin, 40],
    info: { title: `${reportTexts.title} ${data.vehicle.vin}`, subject: copy.report_id ? `Report ${data.report_id}` : reportTexts.title },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: {
      title: { fontSize: 18, bold: true },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      label: { bold: true, color: '#333333' },
      caption: { fontSize: 7, color: '#333333' },
      missing: { italics: true, color: '#555555' },
      banner: { bold: true, color: '#ffffff', fontSize: 10, alignment: 'center' },
    },
    // A heading with nothing after it on its page, or less than an inch below it (itself and a
    // line or two: a table's header row is moved on with its rows, after the heading was placed),
    // goes over to the next page, with what it heads.
    pageBreakBefore: (node, nodes) => {
      if (node.headlineLevel !== 1) return false;
      const below = node.startPosition ? (1 - node.startPosition.verticalRatio) * node.startPosition.pageInnerHeight : Infinity;
      return below < headingKeepsBelow || nodes.getFollowingNodesOnPage().length === 0;
    },
    // Repeated on every page by pdfmake.
    header: () => (data.not_synced ? banner : { text: '' }),
    footer: (currentPage, pageCount) => ({
      text: `${reportTexts.title} · ${data.vehicle.vin} · Page ${currentPage} of ${pageCount}`,
      style: 'caption',
      alignment: 'center',
      margin: [0, 16, 0, 0],
    }),
    content,
  };
}
