/**
 * The report's pages as pdfmake lays them out (the same document the tablet prints): a section's
 * heading never ends a page with what it heads on the next. Reports of 0 to 16 damages move
 * every heading after the damages through every height of the page's end.
 */
import { describe, expect, it } from 'vitest';
import type { PdfTransaction } from '../../src/contract/condition-report.ts';
import { damage, data } from '../../src/contract/condition-report.fixture.ts';
import { readPdf } from '../../scripts/lib/pdf-text.ts';
import { smallPng } from '../media/test-images.ts';
import { renderPdfBytes } from './pdf-render-worker.ts';

const noImages = { logo: null, main: null, vehicle: [], damages: [] };

/** The headings the report can have; "Inspection Items (n)" by its start. */
const headings = [
  /^Equipment$/,
  /^Announcements$/,
  /^Comments$/,
  /^Notes$/,
  /^Damage Diagram$/,
  /^Inspection Items \(\d+\)$/,
  /^Charges$/,
  /^Total Damage Cost$/,
  /^Vehicle Images$/,
];

/** The last line of a page's own text (its footer, "… · Page n of m", left out). */
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/ · Page \d+ of \d+$/.test(line));
  return lines.at(-1) ?? '';
}

describe('the report’s free texts', () => {
  it('prints a run of letters longer than a line whole, over several lines, in the description, the comment and the note', async () => {
    const run = (letter: string) => `${letter}${'ABCDEFGHIJ'.repeat(20)}${letter}`;
    const report = data({ damages: [damage({ description: run('d'), photo: null })], comments: run('c'), notes: run('n') });
    const read = await readPdf(await renderPdfBytes({ data: report, images: noImages }));
    // Line breaks and the break opportunities (which print nothing) aside, every letter is there.
    const text = read.text.replace(/[\n\u200B]/g, '');
    for (const letter of ['d', 'c', 'n']) expect(text).toContain(run(letter));
  });
});

describe('the report’s vehicle facts', () => {
  it('names the body type as the editor does, "Sedan 4 Door (SED)", and a code with no name as it is', async () => {
    const named = await readPdf(await renderPdfBytes({ data: data(), images: noImages }));
    expect(named.text).toMatch(/Body type\s*Sedan 4 Door \(SED\)/);
    const bare = data();
    const unnamed = await readPdf(
      await renderPdfBytes({ data: { ...bare, vehicle: { ...bare.vehicle, body_type: 'XYZ', body_style_desc: null } }, images: noImages }),
    );
    expect(unnamed.text).toMatch(/Body type\s*XYZ\n/);
  });
});

describe('the report’s page breaks', () => {
  it('never leaves a section’s heading alone at the foot of a page', { timeout: 60_000 }, async () => {
    const charges: PdfTransaction[] = Array.from({ length: 6 }, (_, index) => ({
      transaction_date: '2026-11-20',
      transaction_code_object: { transaction_code: `T${index}`, description: `Charge ${index}` },
      description: null,
      amount: 25 + index,
    }));
    let pagesSeen = 0;
    for (let count = 0; count <= 16; count += 1) {
      const report = data({
        damages: Array.from({ length: count }, (_, index) => damage({ description: `Damage number ${index + 1}`, photo: null })),
        transactions: charges,
        vehicle_image_count: 3,
      });
      const read = await readPdf(await renderPdfBytes({ data: report, images: noImages }));
      pagesSeen = Math.max(pagesSeen, read.pages.length);
      for (const [index, page] of read.pages.slice(0, -1).entries()) {
        const last = lastLine(page.text);
        expect(
          headings.some((heading) => heading.test(last)),
          `${count} damages: page ${index + 1} ends with the heading "${last}"`,
        ).toBe(false);
      }
    }
    // The sweep did go over pages (else it proved nothing).
    expect(pagesSeen).toBeGreaterThan(2);
  });
});

describe('the damage diagram’s place', () => {
  // The tallest first page: the NOT YET SYNCED banner's margin and a 4:3 main photo beside the facts.
  const main = smallPng(4, 3);
  const sentence = 'Light scratches on the rear bumper, and the driver seat shows wear at the bolster. ';

  it('is on the first page under the vehicle’s facts, and the texts flow on after it, however long they are', { timeout: 60_000 }, async () => {
    for (const sentences of [0, 4, 12, 24, 60]) {
      const report = data({
        not_synced: true,
        equipment: Array.from({ length: 14 }, (_, index) => `Option ${index + 1}`),
        comments: sentences ? sentence.repeat(sentences).trim() : null,
        damages: [damage(), damage({ item: 'Roof' })],
      });
      const read = await readPdf(await renderPdfBytes({ data: report, images: { ...noImages, main } }));
      const first = read.pages[0]!.text;
      expect(first, `${sentences} sentences of comment`).toContain('Damage Diagram');
      // The texts start on the first page, under the drawing: no half-empty first page before it.
      expect(first.indexOf('Equipment'), `${sentences} sentences of comment`).toBeGreaterThan(first.indexOf('Damage Diagram'));
      expect(first).toContain('Option 1 Option 2');
    }
  });
});
