/**
 * The damage diagram in the printable report (ADR 0090): the flat-pack drawing of
 * damage-diagram.ts as one SVG, which pdfmake draws as vectors (its `svg` node: paths and text,
 * no image), with the report's numbered markers. The same function serves the tablet's PDF
 * (report-pdf.worker.ts) and the server's (pdf-render-worker.ts) through
 * conditionReportDocument, so both draw the same. The markers' numbers and the views' names are
 * text in the PDF: they can be searched and copied.
 */
import type { PdfContent } from './condition-report';
import {
  diagramCaption,
  diagramMarkers,
  diagramOutlines,
  diagramPlate,
  diagramSize,
  diagramViewLabels,
  diagramViewNames,
  diagramZones,
  markerPath,
  type DiagramDamage,
  type SeverityTone,
  type ZoneShape,
} from './damage-diagram';

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
    : `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" rx="5" ${attributes}/>`;
}

/** The drawing with `damages`' markers, as an SVG document (its size in the drawing's units; pdfmake scales it to `width`). */
export function diagramSvg(damages: readonly DiagramDamage[]): string {
  const { markers } = diagramMarkers(damages);
  const parts: string[] = [];
  for (const outline of diagramOutlines)
    parts.push(
      `<rect x="${outline.x}" y="${outline.y}" width="${outline.width}" height="${outline.height}" rx="${outline.rx}" fill="#f1f3f4" stroke="#9aa0a6" stroke-width="1.5"/>`,
    );
  parts.push(
    `<rect x="${diagramPlate.x}" y="${diagramPlate.y}" width="${diagramPlate.width}" height="${diagramPlate.height}" rx="3" fill="#ffffff" stroke="#9aa0a6"/>`,
  );
  for (const zone of diagramZones) parts.push(shapeSvg(zone.shape, `fill="${zoneFill[zone.kind]}" stroke="#5f6368" stroke-width="1.2"`));
  for (const label of diagramViewLabels)
    parts.push(
      `<text x="${label.x}" y="${label.y}" font-family="Helvetica" font-size="13" font-weight="bold" fill="#333333">${escape(diagramViewNames[label.view])}</text>`,
    );
  for (const marker of markers) {
    const tone = printedTones[marker.tone];
    const ring = marker.tone === 'none' ? 'stroke="#3c4043" stroke-width="2" stroke-dasharray="4 3"' : 'stroke="#ffffff" stroke-width="2"';
    parts.push(`<path d="${markerPath(marker.tone, marker.x, marker.y)}" fill="${tone.fill}" ${ring}/>`);
    parts.push(
      `<text x="${n(marker.x)}" y="${n(marker.y + 4.5)}" text-anchor="middle" font-family="Helvetica" font-size="${marker.number > 99 ? 9 : 13}" font-weight="bold" fill="${tone.text}">${marker.number}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${diagramSize.width}" height="${diagramSize.height}" viewBox="0 0 ${diagramSize.width} ${diagramSize.height}">${parts.join('')}</svg>`;
}

/** The report's "Damage Diagram": heading, the drawing (vectors) and its caption with the legend. Nothing when there are no damages. */
export function diagramBlock(damages: readonly DiagramDamage[], width: number): PdfContent[] {
  if (damages.length === 0) return [];
  const { unplaced } = diagramMarkers(damages);
  const legend = 'yellow circle: minor, orange square: moderate, red diamond: major, white circle with a dashed ring: no severity';
  return [
    {
      stack: [
        { text: 'Damage Diagram', style: 'heading' },
        { svg: diagramSvg(damages), width, font: 'Helvetica' },
        { text: `${diagramCaption(unplaced)} Markers: ${legend}.`, style: 'caption', margin: [0, 4, 0, 0] },
      ],
      unbreakable: true,
    },
  ];
}
