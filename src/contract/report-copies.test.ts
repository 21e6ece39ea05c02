import { describe, expect, it } from 'vitest';
import { conditionReportDocument, type ConditionReportData, type PreparedImages } from './condition-report';
import { damage, data as reportData } from './condition-report.fixture';
import { publicReportOf, reportCopies, reportDataForCopy } from './report-copies';

/** The shared report, with what a copy leaves out or keeps made visible: a stock number, an internal note, a charge. */
const data = (): ConditionReportData => {
  const base = reportData();
  return reportData({
    vehicle: { ...base.vehicle, stock_number: 'STK-9931' },
    comments: 'Light scuffs on the bumper',
    notes: 'INTERNAL NOTE: floor price $12,000',
    equipment: ['Navigation'],
    transactions: [
      { transaction_date: '2026-11-01', transaction_code_object: { transaction_code: 'RC', description: 'Recon' }, description: null, amount: 90 },
    ],
    vehicle_image_count: 2,
    damages: [damage({ paint_hours: null, paint_cost: null, part_cost: null, photo: { captured_at: '2026-11-20T14:03:09.000Z', sha256: 'abcdef0123456789' } })],
    written_date: '2026-11-20T14:00:00.000Z',
  });
};

const img = (name: string) => ({ dataUrl: `data:image/jpeg;base64,${name}` });
const images: PreparedImages = { logo: img('logo'), main: img('main'), vehicle: [img('a'), img('b')], damages: [img('dmg')] };

/** Every string of a document, its header and footer and its information included. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => (key === 'image' || key === 'style' || key === 'layout' ? [] : texts(value)));
  return [];
}
const documentText = (copy: ConditionReportData) => {
  const doc = conditionReportDocument(copy, images);
  return [...texts(doc.content), ...texts(doc.info), ...texts(doc.header(1, 1)), ...texts(doc.footer(1, 1))].join('\n');
};
const embedded = (copy: ConditionReportData) => JSON.stringify(conditionReportDocument(copy, images).content).match(/data:image\/jpeg;base64,\w+/g) ?? [];

const hiddenFromPublic = [
  'Report 41',
  'STK-9931',
  'Acme Motors',
  'Light scuffs',
  'INTERNAL NOTE',
  '$',
  'Navigation',
  'Frame damage',
  'Blue',
  'SHA-256',
  'Comments',
  'Notes',
];

describe('report copies', () => {
  it('staff: everything', () => {
    const text = documentText(reportDataForCopy(data(), 'staff', { sitePublicPhotos: false }));
    for (const shown of ['Report 41', 'STK-9931', 'Acme Motors', 'Light scuffs', 'INTERNAL NOTE', '$90.00', 'Navigation', 'Frame damage', 'SHA-256']) {
      expect(text).toContain(shown);
    }
  });

  it('dealer: the vehicle, comments and evidence, without the notes, charges and costs; its photos whatever the site shows publicly', () => {
    const copy = reportDataForCopy(data(), 'dealer', { sitePublicPhotos: false });
    const text = documentText(copy);
    for (const shown of ['Report 41', 'STK-9931', 'Acme Motors', 'Light scuffs', 'Navigation', 'Frame damage', 'SHA-256']) expect(text).toContain(shown);
    for (const hidden of ['INTERNAL NOTE', 'Notes', '$', 'Charges', 'Total Damage Cost']) expect(text).not.toContain(hidden);
    expect(copy.notes).toBeNull();
    expect(embedded(copy)).toEqual(expect.arrayContaining(['data:image/jpeg;base64,main', 'data:image/jpeg;base64,a']));
  });

  it('public: what the page shows; nothing withheld is in the data, the text, the header, the footer or the information', () => {
    const copy = reportDataForCopy(data(), 'public', { sitePublicPhotos: true });
    const text = documentText(copy);
    for (const shown of ['1HGCM82633A004352', '2019 Honda Accord', '42,000 mi', '3.5', 'Hood: Dent', 'Near the latch', 'Inspected 2026-11-20'])
      expect(text).toContain(shown);
    for (const hidden of hiddenFromPublic) expect(text, hidden).not.toContain(hidden);
    const kept = JSON.stringify(copy);
    for (const value of ['STK-9931', 'Acme Motors', 'Light scuffs', 'INTERNAL NOTE', 'Navigation', 'Frame damage', 'abcdef0123456789', '"labor_cost":75']) {
      expect(kept).not.toContain(value);
    }
    expect(conditionReportDocument(copy, images).info.subject).toBe('Vehicle Condition Report');
  });

  it('public at a site whose public photos are off: no vehicle photo and no "No Main Image", damage photos kept', () => {
    const copy = reportDataForCopy(data(), 'public', { sitePublicPhotos: false });
    expect(embedded(copy)).toEqual(['data:image/jpeg;base64,logo', 'data:image/jpeg;base64,dmg']);
    expect(documentText(copy)).not.toMatch(/No Main Image|Vehicle Images/);
    const reply = publicReportOf(copy, { damagePhotos: [{ thumb: 'd', original: 'd' }], vehiclePhotos: [{ thumb: 'v', original: 'v' }], pdf: 'p' });
    expect(reply.vehicle_photos).toEqual([]);
    expect(reply.damages[0]?.photo).toEqual({ thumb: 'd', original: 'd' });
  });

  it('the public JSON is made from the public copy only, and holds no withheld value', () => {
    expect(() => publicReportOf(reportDataForCopy(data(), 'dealer', { sitePublicPhotos: true }), { damagePhotos: [], vehiclePhotos: [], pdf: '' })).toThrow();
    const reply = publicReportOf(reportDataForCopy(data(), 'public', { sitePublicPhotos: true }), { damagePhotos: [null], vehiclePhotos: [], pdf: '/pdf' });
    expect(reply).toMatchObject({
      vin: '1HGCM82633A004352',
      odometer: 42000,
      grade: 3.5,
      grade_text: '3.5',
      grade_description: 'Average',
      written_date: '2026-11-20T14:00:00.000Z',
    });
    for (const hidden of hiddenFromPublic.slice(0, 8)) expect(JSON.stringify(reply)).not.toContain(hidden);
  });

  it('the public JSON writes the grade as the screen and the PDF do: one decimal, or a whole number where the site grades so', () => {
    const text = (over: Partial<ConditionReportData>) =>
      publicReportOf(reportDataForCopy({ ...data(), ...over }, 'public', { sitePublicPhotos: true }), { damagePhotos: [null], vehiclePhotos: [], pdf: '' })
        .grade_text;
    expect(text({ grade: 3 })).toBe('3.0');
    expect(text({ grade: 4, grade_whole_numbers: true })).toBe('4');
    expect(text({ grade: null })).toBeNull();
  });

  it('declares every copy with every part', () => {
    const parts = Object.keys(reportCopies.staff).sort();
    for (const copy of Object.values(reportCopies)) expect(Object.keys(copy).sort()).toEqual(parts);
  });
});
