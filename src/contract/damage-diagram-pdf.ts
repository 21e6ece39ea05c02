/**
 * The damage diagram in the printable report (ADR 0090): the flat-pack drawing of
 * damage-diagram.ts as one SVG, which pdfmake draws as vectors (its `svg` node: paths and text,
 * no image), with the report's numbered markers. The same function serves the tablet's PDF
 * (report-pdf.worker.ts) and the server's (pdf-render-worker.ts) through
 * conditionReportDocument, so both draw the same. The markers' numbers and the views' names are
 * text in the PDF: they can be searched and copied.
 */
import type { PdfContent } from './condition-report';
import { diagramScene, zoneCornerRadius, type DiagramDamage, type SeverityTone, type ZoneShape } from './damage-diagram';

/** Printed colours (a PDF has no theme): a fill and the number's colour, dark enough to read on white paper. */
export const printedTones: Readonly<Record<SeverityTone, { fill: string; text: string }>> = {
  minor: { fill: '#f2c200', text: '#1a1a1a' },
  moderate: { fill: '#d9480f', text: '#ffffff' },
  major: { fill: '#b00020', text: '#ffffff' },
  none: { fill: '#ffffff', text: '#1a1a1a' },
};

const zoneFill: Readonly<Record<string, string>> = { glass: '#dbe9f6', lamp: '#fff4c7', tyre: '#3c3c3c', wheel: '#bfc4c9', panel: '#ffffff', trim: '#eeeeee' };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (value: number) => String(Math.round(value * 10) / 10);

function shapeSvg(shape: ZoneShape, attributes: string): string {
  return shape.kind === 'circle'
    ? `<circle cx="${n(shape.cx)}" cy="${n(shape.cy)}" r="${n(shape.r)}" ${attributes}/>`
    : `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" rx="${zoneCornerRadius}" ${attributes}/>`;
}

/** The backdrop's look in print: the body's outlines grey, the number plate white. */
const backdropLook = {
  outline: 'fill="#f1f3f4" stroke="#9aa0a6" stroke-width="1.5"',
  plate: 'fill="#ffffff" stroke="#9aa0a6"',
};

/** The drawing with `damages`' markers, as an SVG document (its size in the drawing's units; pdfmake scales it to `width`). */
export function diagramSvg(damages: readonly DiagramDamage[]): string {
  const { size, backdrop, labels, zones, markers } = diagramScene(damages);
  const parts: string[] = [];
  for (const rect of backdrop)
    parts.push(`<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" rx="${rect.rx}" ${backdropLook[rect.kind]}/>`);
  for (const zone of zones) parts.push(shapeSvg(zone.shape, `fill="${zoneFill[zone.kind]}" stroke="#5f6368" stroke-width="1.2"`));
  for (const label of labels)
    parts.push(`<text x="${label.x}" y="${label.y}" font-family="Helvetica" font-size="13" font-weight="bold" fill="#333333">${escape(label.text)}</text>`);
  for (const marker of markers) {
    const tone = printedTones[marker.tone];
    const ring = marker.tone === 'none' ? 'stroke="#3c4043" stroke-width="2" stroke-dasharray="4 3"' : 'stroke="#ffffff" stroke-width="2"';
    const at = marker.numberAt;
    parts.push(`<path d="${marker.path}" fill="${tone.fill}" ${ring}/>`);
    parts.push(
      `<text x="${n(at.x)}" y="${n(at.y)}" text-anchor="middle" font-family="Helvetica" font-size="${at.fontSize}" font-weight="bold" fill="${tone.text}">${marker.number}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${parts.join('')}</svg>`;
}

/** The report's "Damage Diagram": heading, the drawing (vectors) and its caption with the legend. Nothing when there are no damages. */
export function diagramBlock(damages: readonly DiagramDamage[], width: number): PdfContent[] {
  if (damages.length === 0) return [];
  const legend = 'yellow circle: minor, orange square: moderate, red diamond: major, white circle with a dashed ring: no severity';
  return [
    {
      stack: [
        { text: 'Damage Diagram', style: 'heading' },
        { svg: diagramSvg(damages), width, font: 'Helvetica' },
        { text: `${diagramScene(damages).caption} Markers: ${legend}.`, style: 'caption', margin: [0, 4, 0, 0] },
      ],
      unbreakable: true,
    },
  ];
}
