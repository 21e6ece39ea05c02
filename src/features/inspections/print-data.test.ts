import { describe, expect, it } from 'vitest';
import type { VehicleInspectionPdf } from '@/contract/condition-report';
import type { Inspection, InspectionVehicle } from '@/contract/inspections';
import { makeRecord } from '@/test/outbox-records';
import { overlayInspection } from './overlay';
import { devicePrintJob, serverPrintJob } from './print-data';
import { gradeView } from './grade-view';
import { inspectionConfigOf } from '@/contract/inspection-rules';

const group = 'vehicle:5';
const printedAt = '2026-11-25T10:00:00.000Z';

const state = {
  vehicle_id: 5,
  site_code: 'DAL',
  vin: '1HGCM82633A004352',
  autoyear: 2019,
  automake: 'Honda',
  automodel: 'Accord',
  exterior_color: 'Red',
  keys_count: 2,
  drivable: 1,
  body_type: 'SED',
  body_style: 1,
  vehicle_status_id: 2,
  tires: null,
  seller: { dealer_name: 'Acme Motors' },
  vehicle_positions: [],
  vehicle_images: [
    {
      vehicle_image_id: 1,
      vehicle_id: 5,
      is_private: 0,
      main_image: 0,
      created_at: '2026-11-02',
      vehicle_images_type_name: 'photo',
      other_sizes: { small: 's1', thumb: 't1', original: 'o1', large: 'l1' },
    },
    {
      vehicle_image_id: 2,
      vehicle_id: 5,
      is_private: 1,
      main_image: 0,
      created_at: '2026-11-01',
      vehicle_images_type_name: 'photo',
      other_sizes: { small: 's2', thumb: 't2', original: 'o2' },
    },
  ],
  equipment: [
    { id: 2, name: 'Sunroof' },
    { id: 1, name: 'Alloy Wheels' },
  ],
  overall_condition_object: null,
  inspections: [],
  body_styles: [],
  inspection_config: { integration_autograde: false, mobile_grade_whole_numbers: false, mobile_inspection_severity_required: false, inspection_delete: true },
  can_write: true,
  etag: '"v5-v1"',
} as unknown as InspectionVehicle;

/** A report and one damage with a photo, all made on this device and not sent yet. */
const offlineRecords = [
  makeRecord({
    id: 1,
    group,
    method: 'POST',
    path: '/v3/vehicles3/5/inspections',
    body: { kind: 'json', value: {} },
    creates: { tempId: 'tmp-report0001', idField: 'condition_report_id' },
  }),
  makeRecord({
    id: 2,
    group,
    method: 'POST',
    path: '/v3/vehicles3/5/inspections/tmp-report0001/conditions',
    body: { kind: 'json', value: { item_code: 1, damage_code: 2, labor_cost: 50, description: 'At the lane' } },
    creates: { tempId: 'tmp-damage0001', idField: 'vehicle_condition_id' },
  }),
  makeRecord({
    id: 3,
    group,
    method: 'POST',
    path: '/v3/vehicles3/5/inspections/tmp-report0001/conditions/tmp-damage0001/images',
    body: { kind: 'file', field: 'photo', fileName: 'd.jpg', mimeType: 'image/jpeg', size: 9, fields: {} },
    creates: { tempId: 'tmp-photo00001', idField: 'image.id' },
    createdAt: Date.parse('2026-11-25T09:30:00Z'),
  }),
];

const held: VehicleInspectionPdf = {
  vin: state.vin ?? '',
  site_code: 'DAL',
  site_name: 'Dallas Auto Auction',
  logo: '/v3/images/site/DAL/auction_logo',
  vehicle: {
    vehicle_id: 5,
    vin: state.vin ?? '',
    autoyear: 2019,
    automake: 'Honda',
    automodel: 'Accord',
    exterior_color: 'Blue',
    stock_number: null,
    mileage: null,
    odometer_uom: null,
    keys_count: 2,
    drivable: 1,
    body_type: 'SED',
    body_style_desc: 'Sedan',
    seller_name: 'Acme Motors',
  },
  equipment: ['Alloy Wheels', 'Sunroof'],
  announcements: ['Frame damage'],
  transactions: [],
  costs: true,
  grade_whole_numbers: false,
  main_image: null,
  vehicle_images: [],
};

describe('the printable report from the device', () => {
  const shown = overlayInspection(state, 5, offlineRecords, 1000);
  const report = shown.reports[0]!;

  it('prints the report made offline, its damage and its local photo, marked not synced', () => {
    const job = devicePrintJob(state, shown, report, { held: null, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data).toMatchObject({ report_id: 'tmp-report0001', not_synced: true, has_main_image: false, equipment: ['Alloy Wheels', 'Sunroof'] });
    expect(job.data.damages[0]).toMatchObject({ description: 'At the lane', labor_cost: 50, photo: { captured_at: '2026-11-25T09:30:00.000Z', sha256: null } });
    expect(job.sources.damages).toEqual([{ recordId: 3 }]);
    // The private photo never goes into the document.
    expect(job.sources.vehicle).toEqual([{ url: 'l1' }]);
  });

  it('prints the colour the device read with the vehicle, with no earlier print kept', () => {
    const job = devicePrintJob(state, shown, report, { held: null, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data.vehicle.exterior_color).toBe('Red');
  });

  it('says announcements and charges are not held rather than "No Charges" when the device has none', () => {
    const job = devicePrintJob(state, shown, report, { held: null, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data.announcements).toBeNull();
    expect(job.data.transactions).toBeNull();
    expect(job.data.transactions_note).toMatch(/not held on this device/);
    const withHeld = devicePrintJob(state, shown, report, { held, exclude: false, siteName: 'DAL', printedAt });
    expect(withHeld.data).toMatchObject({ announcements: ['Frame damage'], transactions: [], transactions_note: null, site_name: 'Dallas Auto Auction' });
  });

  it('prints the dealer’s copy for exclude: no charges, no costs and no notes', () => {
    const noted = { ...report, fields: { ...report.fields, notes: 'INTERNAL NOTE: floor price $12,000', comments: 'Clean interior' } };
    const job = devicePrintJob(state, shown, noted, { held, exclude: true, siteName: 'DAL', printedAt });
    expect(job.data).toMatchObject({ copy: 'dealer', transactions: null, transactions_note: null, costs: false, notes: null, comments: 'Clean interior' });
    expect(devicePrintJob(state, shown, noted, { held, exclude: false, siteName: 'DAL', printedAt }).data.notes).toBe('INTERNAL NOTE: floor price $12,000');
  });
});

/** A report the server holds, graded `grade`, with no damage. */
const serverReport = (grade: number): Inspection => ({
  condition_report_id: 7,
  vehicle_id: 5,
  condition_report_type_id: 1,
  original_report_id: null,
  grade,
  comments: null,
  notes: null,
  total_damages_cost: 0,
  created_by_user: { full_name: 'Marcus Bell' },
  created_username: null,
  created_date: '2026-11-01T10:00:00Z',
  written_by_user: null,
  written_date: null,
  approved_date: null,
  inspection_items: [],
  read_only: false,
  vehicle_facts: null,
  etag: '"r7-v1"',
});
const tire = { brand_id: 3, treadWidth: 215, profile: 55, diameter: 17, treadDepth: 8 };
const measuredTires = { leftFront: tire, rightFront: tire, leftRear: tire, rightRear: tire, spareExists: true };

describe('the printable report from the device shows what the editor shows', () => {
  /** The vehicle's keys, drivable and body type changed on this device, still in the outbox. */
  const vehicleChange = makeRecord({
    id: 4,
    group,
    method: 'PUT',
    path: '/v3/vehicles3/5',
    body: { kind: 'json', value: { keys_count: 0, drivable: 0, body_type: 'SUV', body_style: 2 } },
  });

  it('prints the pending keys, drivable and body type, not the server copy’s', () => {
    const shown = overlayInspection(state, 5, [...offlineRecords, vehicleChange], 1000);
    const job = devicePrintJob(state, shown, shown.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data.vehicle).toMatchObject({ keys_count: 0, drivable: 0, body_type: 'SUV' });
    expect(job.data.not_synced).toBe(true);
  });

  it('names the body type as the site’s body styles do, as the editor shows it; a code they do not list, as it is', () => {
    const styles = [
      { id: 1, body_style_code: 'SED', body_style_desc: 'Sedan 4 Door' },
      { id: 2, body_style_code: 'SUV', body_style_desc: 'Sport Utility' },
    ];
    const withStyles = { ...state, body_styles: styles } as InspectionVehicle;
    const shown = overlayInspection(withStyles, 5, [...offlineRecords, vehicleChange], 1000);
    const job = devicePrintJob(withStyles, shown, shown.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data.vehicle).toMatchObject({ body_type: 'SUV', body_style_desc: 'Sport Utility' });
    const unlisted = overlayInspection(state, 5, [...offlineRecords, vehicleChange], 1000);
    expect(devicePrintJob(state, unlisted, unlisted.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt }).data.vehicle.body_style_desc).toBeNull();
  });

  it('prints an approved report’s original with the keys, drivable and body type it kept at its approval, the approved report with the vehicle’s pending ones (ADR 0089)', () => {
    const kept = { keys_count: 3, drivable: 1 as const, body_type: 'SED', body_style: 1, tires: null, kept_at: '2026-11-20T10:00:00.000Z' };
    const approved = { ...serverReport(4), condition_report_id: 8, condition_report_type_id: 2, original_report_id: 7 };
    const original = { ...serverReport(3), read_only: true, vehicle_facts: kept };
    const both = { ...state, inspections: [approved, original] };
    const shown = overlayInspection(both, 5, [vehicleChange], 1000);
    const [current, before] = shown.reports;
    expect(devicePrintJob(both, shown, before!, { held, exclude: false, siteName: 'DAL', printedAt }).data.vehicle).toMatchObject({
      keys_count: 3,
      drivable: 1,
      body_type: 'SED',
    });
    expect(devicePrintJob(both, shown, current!, { held, exclude: false, siteName: 'DAL', printedAt }).data.vehicle).toMatchObject({
      keys_count: 0,
      drivable: 0,
      body_type: 'SUV',
    });
  });

  it('prints the report’s grade, and where the site grades in whole numbers says so', () => {
    const graded = { ...state, inspections: [serverReport(3)] };
    const shown = overlayInspection(graded, 5, [], 1000);
    expect(devicePrintJob(graded, shown, shown.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt }).data).toMatchObject({
      grade: 3,
      grade_whole_numbers: false,
      not_synced: false,
    });
    const whole = { ...graded, inspection_config: { ...graded.inspection_config, mobile_grade_whole_numbers: true } };
    expect(devicePrintJob(whole, shown, shown.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt }).data.grade_whole_numbers).toBe(true);
  });

  it('at an autograde site with changes on their way, prints the grade the screen computes, not the server’s', () => {
    // The server graded 5.0; the vehicle was made not drivable on this device, which autograde caps.
    const autograded = {
      ...state,
      inspections: [serverReport(5)],
      tires: measuredTires,
      body_styles: [{ id: 1, body_style_code: 'SED', body_style_desc: 'Sedan' }],
      inspection_config: { ...state.inspection_config, integration_autograde: true },
    } as InspectionVehicle;
    const notDrivable = makeRecord({ id: 5, group, method: 'PUT', path: '/v3/vehicles3/5', body: { kind: 'json', value: { drivable: 0 } } });
    const shown = overlayInspection(autograded, 5, [notDrivable], 1000);
    const screen = gradeView(shown, shown.reports[0]!, autograded, inspectionConfigOf(autograded.inspection_config), false);
    expect(screen.provisional).toBe(true);
    expect(screen.grade).not.toBe(5);
    const job = devicePrintJob(autograded, shown, shown.reports[0]!, { held, exclude: false, siteName: 'DAL', printedAt });
    expect(job.data.grade).toBe(screen.grade);
  });
});

describe('the printable report from the server', () => {
  it('names every photo by its signed path', () => {
    const job = serverPrintJob(
      {
        ...{
          condition_report_id: 7,
          vehicle_id: 5,
          condition_report_type_id: 2,
          original_report_id: 6,
          grade: 4,
          comments: null,
          notes: null,
          total_damages_cost: 0,
        },
        ...{
          created_by_user: null,
          created_username: null,
          created_date: '2026-11-01',
          written_by_user: null,
          written_date: null,
          approved_date: null,
          read_only: false,
          vehicle_facts: null,
          etag: '"r7"',
        },
        inspection_items: [],
        vehicle_inspection_pdf: { ...held, main_image: { path: '/v3/images/vehicle/9/large?sig=a', width: 640, height: 480 } },
      },
      false,
      printedAt,
    );
    expect(job.data).toMatchObject({ report_id: '7', report_type: 'approved', has_main_image: true, not_synced: false });
    expect(job.sources).toMatchObject({ logo: { url: '/v3/images/site/DAL/auction_logo' }, main: { url: '/v3/images/vehicle/9/large?sig=a' } });
  });
});
