/**
 * The damage diagram on screen (ADR 0090): the flat-pack drawing of src/contract/damage-diagram.ts
 * as SVG, with the report's numbered markers coloured (and shaped) by severity. The inspection
 * editor makes each zone a button named after its item (`onZone`) and each marker a button
 * that opens its damage (`onMarker`); the public report page draws it to read only. The same
 * shapes make the PDF's drawing (damage-diagram-pdf.ts). Plain SVG and CSS with the theme's
 * variables, light and dark: it is drawn with the editor, before Chakra's system exists. The
 * editor's zones are one stop of the tab order, the arrow keys moving between them (`keyboard`).
 */
import { memo, type FocusEventHandler, type KeyboardEvent, type KeyboardEventHandler } from 'react';
import {
  diagramScene,
  markerPath,
  severityToneNames,
  zoneCornerRadius,
  type DiagramDamage,
  type DiagramZone,
  type SceneMarker,
  type SeverityTone,
} from '@/contract/damage-diagram';
import './damage-diagram.css';

export interface DamageDiagramProps<D extends DiagramDamage> {
  /** The report's damages, in the report's order: marker n is damages[n - 1]. */
  damages: readonly D[];
  /** The catalogue's item names by id: a zone is named after its item, and is a button only when the catalogue has it. */
  itemNames?: ReadonlyMap<number, string>;
  /** Zones are buttons that call this (the editor, when the report may be written). */
  onZone?: (zone: DiagramZone) => void;
  /** Markers are buttons that call this with their damage. */
  onMarker?: (damage: D) => void;
  /** An id the buttons are described by (why they are disabled: the editor's read-only note). */
  describedBy?: string;
  /** The drawing's name. */
  label?: string;
  /**
   * The zones' keyboard (the editor's, inspections/diagram-keys.ts): with it the zones are one tab
   * stop and these handle the drawing's focus and keys; without it each zone is a stop. Handed in,
   * so that the public report, which draws no buttons, does not load it.
   */
  keyboard?: (zones: readonly DiagramZone[]) => { onFocus: FocusEventHandler<SVGSVGElement>; onKeyDown: KeyboardEventHandler<SVGSVGElement> };
}

/** Enter and Space press an SVG button, as they press an HTML one. */
function pressWith(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };
}

function ZoneShape({ zone, ...rest }: { zone: DiagramZone } & React.SVGProps<SVGRectElement & SVGCircleElement>) {
  const shape = zone.shape;
  return shape.kind === 'circle' ? (
    <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...rest} />
  ) : (
    <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={zoneCornerRadius} {...rest} />
  );
}

const tones: readonly SeverityTone[] = ['minor', 'moderate', 'major', 'none'];

/** The legend: each tone's shape and name (the markers never say severity by colour alone). */
function Legend() {
  return (
    <ul className="dd-legend" aria-label="Marker severity">
      {tones.map((tone) => (
        <li key={tone}>
          <svg viewBox="0 0 30 30" width="18" height="18" aria-hidden="true" focusable="false">
            <path className="dd-marker-shape" data-tone={tone} d={markerPath(tone, 15, 15, 11)} />
          </svg>
          {severityToneNames[tone]}
        </li>
      ))}
    </ul>
  );
}

function Marker<D extends DiagramDamage>({ marker, onMarker, describedBy }: { marker: SceneMarker<D>; onMarker?: (damage: D) => void; describedBy?: string }) {
  const open = onMarker ? () => onMarker(marker.damage) : undefined;
  return (
    <g
      className="dd-marker"
      data-tone={marker.tone}
      data-number={marker.number}
      role={open ? 'button' : 'img'}
      tabIndex={open ? 0 : undefined}
      aria-label={marker.label}
      aria-describedby={open ? describedBy : undefined}
      onClick={open}
      onKeyDown={open ? pressWith(open) : undefined}
    >
      {/* What a finger hits: 46 units across (44 px on a tablet), larger than the marker drawn. */}
      {open ? <circle className="dd-marker-hit" cx={marker.x} cy={marker.y} r={23} /> : null}
      <path className="dd-marker-shape" data-tone={marker.tone} d={marker.path} />
      <text
        className="dd-marker-number"
        data-tone={marker.tone}
        x={marker.numberAt.x}
        y={marker.numberAt.y}
        textAnchor="middle"
        fontSize={marker.numberAt.fontSize}
        aria-hidden="true"
      >
        {marker.number}
      </text>
    </g>
  );
}

function DamageDiagramImpl<D extends DiagramDamage>({
  damages,
  itemNames,
  onZone,
  onMarker,
  describedBy,
  label = 'Damage diagram',
  keyboard,
}: DamageDiagramProps<D>) {
  const { size, backdrop, labels, zones, markers, caption } = diagramScene(damages);
  const nameOf = (zone: DiagramZone) => itemNames?.get(zone.itemId) ?? zone.name;
  const isButton = (zone: DiagramZone) => onZone !== undefined && (!itemNames || itemNames.has(zone.itemId));
  const buttons = zones.filter(isButton);
  const keys = onZone && keyboard ? keyboard(buttons) : undefined;
  return (
    <figure className="dd">
      <svg
        className="dd-drawing"
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="group"
        aria-label={label}
        data-interactive={onZone ? 'true' : undefined}
        onFocus={keys?.onFocus}
        onKeyDown={keys?.onKeyDown}
      >
        <g aria-hidden="true">
          {backdrop.map((rect, index) => (
            <rect key={index} className="dd-outline" x={rect.x} y={rect.y} width={rect.width} height={rect.height} rx={rect.rx} />
          ))}
          {labels.map((label) => (
            <text key={label.view} className="dd-view" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
        </g>
        {zones.map((zone) => {
          const press = () => onZone?.(zone);
          return isButton(zone) ? (
            <ZoneShape
              key={zone.key}
              zone={zone}
              className="dd-zone"
              data-kind={zone.kind}
              data-zone={zone.key}
              role="button"
              tabIndex={!keys || zone === buttons[0] ? 0 : -1}
              aria-label={nameOf(zone)}
              aria-describedby={describedBy}
              onClick={press}
              onKeyDown={pressWith(press)}
            />
          ) : (
            <ZoneShape key={zone.key} zone={zone} className="dd-zone" data-kind={zone.kind} data-zone={zone.key} aria-hidden="true" />
          );
        })}
        {markers.map((marker) => (
          <Marker key={marker.number} marker={marker} onMarker={onMarker} describedBy={describedBy} />
        ))}
      </svg>
      <figcaption className="dd-caption">
        <Legend />
        <p>{caption}</p>
      </figcaption>
    </figure>
  );
}

/** Redrawn only when what it shows changes. */
export const DamageDiagram = memo(DamageDiagramImpl) as typeof DamageDiagramImpl;
