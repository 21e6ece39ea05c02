import { describe, expect, it } from 'vitest';
import {
  conditionReportDocument,
  costBreakdown,
  hashPrefix,
  printPixels,
  printSize,
  reportTexts,
  rowsOf,
  type ConditionReportData,
  type PdfContent,
  type PreparedImages,
} from './condition-report';
import { damage, data } from './condition-report.fixture';

const img = (name: string) => ({ dataUrl: `data:image/jpeg;base64,${name}` });
const images = (over: Partial<PreparedImages> = {}): PreparedImages => ({
  logo: img('logo'),
  main: img('main'),
  vehicle: [img('a'), img('b'), img('c'), img('d')],
  damages: [img('dmg')],
  ...over,
});

/** Every string of a document, as pdf.js would find its text. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => (key === 'image' || key === 'style' || key === 'layout' ? [] : texts(value)));
  return [];
}
const allText = (doc: ReturnType<typeof conditionReportDocument>) => texts(doc.content).join('\n');

/** The table whose body holds `marker` somewhere: its rows. */
function tableHolding(doc: ReturnType<typeof conditionReportDocument>, marker: (cell: unknown) => boolean): unknown[][] {
  const found: unknown[][][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const table = (node as { table?: { body: unknown[][] } }).table;
    if (table && table.body.some((row) => row.some(marker))) found.push(table.body);
    Object.values(node).forEach(walk);
  };
  walk(doc.content);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the Vehicle Condition Report document', () => {
  it('is letter size with the title, the VIN and each damage as text', () => {
    const doc = conditionReportDocument(data(), images());
    expect(doc.pageSize).toBe('LETTER');
    const text = allText(doc);
    expect(text).toContain(reportTexts.title);
    expect(text).toContain('1HGCM82633A004352');
    expect(text).toContain('1. Hood: Dent');
    expect(text).toContain('Near the latch');
  });

  it('says "No Charges" when the vehicle has no valid transactions, and lists them otherwise', () => {
    expect(allText(conditionReportDocument(data({ transactions: [] }), images()))).toContain('No Charges');
    const charged = allText(
      conditionReportDocument(
        data({
          transactions: [
            {
              transaction_date: '2026-11-02',
              transaction_code_object: { transaction_code: 'DET', description: 'Detail' },
              description: 'Full detail',
              amount: 149.5,
            },
          ],
        }),
        images(),
      ),
    );
    expect(charged).not.toContain('No Charges');
    expect(charged).toContain('DET Detail');
    expect(charged).toContain('$149.50');
  });

  it('leaves charges and every cost out of a copy without them, and never claims "No Charges" there', () => {
    const text = allText(conditionReportDocument(data({ transactions: null, costs: false }), images()));
    expect(text).not.toContain('No Charges');
    expect(text).not.toContain('Total Damage Cost');
    expect(text).not.toContain('$');
  });

  it('says "No Main Image" when the vehicle has none', () => {
    expect(allText(conditionReportDocument(data({ has_main_image: false }), images({ main: null })))).toContain('No Main Image');
    expect(allText(conditionReportDocument(data(), images()))).not.toContain('No Main Image');
  });

  it('puts the vehicle images three per row and the equipment two per row', () => {
    const doc = conditionReportDocument(data(), images());
    const photos = tableHolding(doc, (cell) => typeof cell === 'object' && cell !== null && (cell as { image?: string }).image === 'data:image/jpeg;base64,a');
    expect(photos.map((row) => row.length)).toEqual([3, 3]);
    expect(photos[1]![0]).toMatchObject({ image: 'data:image/jpeg;base64,d' });
    const equipment = tableHolding(doc, (cell) => cell === 'Air Conditioning');
    expect(equipment).toEqual([
      ['Air Conditioning', 'Alloy Wheels'],
      ['Navigation', ''],
    ]);
  });

  it('prints each photo with its capture time and the first 12 hex digits of its SHA-256', () => {
    const text = allText(conditionReportDocument(data(), images()));
    expect(text).toContain('Captured 2026-11-20 14:03 UTC');
    expect(text).toContain('SHA-256 abcdef012345');
    expect(text).not.toContain('abcdef0123456');
    expect(hashPrefix(null)).toBeNull();
  });

  it('marks a report printed before its writes reached the server on every page', () => {
    const synced = conditionReportDocument(data(), images());
    expect(texts(synced.header(1, 2))).not.toContain(reportTexts.notSynced);
    const pending = conditionReportDocument(data({ not_synced: true }), images());
    expect(texts(pending.header(1, 2))).toContain(reportTexts.notSynced);
    expect(texts(pending.header(2, 2))).toContain(reportTexts.notSynced);
  });

  it('prints the grade and the keys as the inspection screen shows them', () => {
    /** The value printed beside `label` in the vehicle's facts. */
    const fact = (over: Partial<ConditionReportData>, label: string) => {
      const rows = tableHolding(conditionReportDocument(data(over), images()), (cell) => (cell as { text?: string }).text === 'Grade');
      return (rows.find((row) => (row[0] as { text: string }).text === label)?.[1] as { text: string } | undefined)?.text;
    };
    // One decimal, as the grade panel shows it, also for a whole grade; a whole number where the site grades so.
    expect(fact({ grade: 3 }, 'Grade')).toBe('3.0');
    expect(fact({ grade: 3.5 }, 'Grade')).toBe('3.5');
    expect(fact({ grade: 4, grade_whole_numbers: true }, 'Grade')).toBe('4');
    expect(fact({ grade: null }, 'Grade')).toBe('---');
    // The keys as the screen's header says them: No Keys for 0, --- when not set.
    const vehicle = data().vehicle;
    expect(fact({ vehicle: { ...vehicle, keys_count: 0 } }, 'Keys')).toBe('No Keys');
    expect(fact({ vehicle: { ...vehicle, keys_count: 2 } }, 'Keys')).toBe('2');
    expect(fact({ vehicle: { ...vehicle, keys_count: null } }, 'Keys')).toBe('---');
  });

  it('totals paint, labour and parts', () => {
    expect(costBreakdown([damage(), damage({ paint_cost: null, labor_cost: 20, part_cost: 0.25 })])).toEqual({
      paint: 80.5,
      labor: 95,
      parts: 10.25,
      total: 185.75,
    });
    const text = allText(conditionReportDocument(data(), images()));
    expect(text).toContain('Total Damage Cost');
    expect(text).toContain('$165.50');
  });
});

describe('print sizes', () => {
  it('scales to about 150 dpi at the printed width, never enlarging', () => {
    expect(printPixels(144)).toBe(300);
    expect(printSize(4000, 3000, 160)).toEqual({ width: 333, height: 250 });
    expect(printSize(200, 100, 160)).toEqual({ width: 200, height: 100 });
  });

  it('pads the last row', () => {
    expect(rowsOf([1, 2, 3, 4], 3, 0)).toEqual([
      [1, 2, 3],
      [4, 0, 0],
    ]);
    expect(rowsOf([] as PdfContent[], 2, '')).toEqual([]);
  });
});
