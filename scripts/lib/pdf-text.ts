/**
 * Reads a PDF back the way a reader would (pdf.js, its legacy build for Node): the text of
 * each page, each page's size in points, and the pixel size of every embedded image (from
 * the image objects' dictionaries, which pdfkit writes uncompressed). Used by the server's
 * and the end-to-end tests of the printable report, and by measure:print.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own folder (a path, on Node). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfReadBack {
  pages: { width: number; height: number; text: string }[];
  /** All pages' text, one page after the other. */
  text: string;
  images: { width: number; height: number }[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: PdfReadBack['pages'] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    pages.push({ width: x1! - x0!, height: y1! - y0!, text });
  }
  await document.destroy();
  const raw = Buffer.from(bytes).toString('latin1');
  const images = [...raw.matchAll(/\/Type \/XObject\s*\/Subtype \/Image[^>]*?\/Width (\d+)\s*\/Height (\d+)/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { pages, text: pages.map((page) => page.text).join('\n'), images };
}

/**
 * The colours lines are drawn in on each page (pdf.js's operator list: every stroke colour set,
 * as "#rrggbb"), in the order first set: a drawing's vectors are there, whatever text says.
 */
export async function strokeColours(bytes: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const list = await (await document.getPage(n)).getOperatorList();
    const colours = new Set<string>();
    list.fnArray.forEach((fn, index) => {
      const colour = (list.argsArray[index] as unknown[] | undefined)?.[0];
      if (fn === OPS.setStrokeRGBColor && typeof colour === 'string') colours.add(colour.toLowerCase());
    });
    pages.push([...colours]);
  }
  await document.destroy();
  return pages;
}
