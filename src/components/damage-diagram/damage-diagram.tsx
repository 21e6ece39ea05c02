/**
 * The damage diagram on screen (ADR 0090): the flat-pack drawing of src/contract/damage-diagram.ts
 * as SVG, with the report's numbered markers coloured (and shaped) by severity. The inspection
 * editor makes each zone a button named after its item (`onZone`) and each marker a button
 * that opens its damage (`onMarker`); the public report page draws it to read only. The same
 * shapes make the PDF's drawing (damage-diagram-pdf.ts). Plain SVG and CSS with the theme's
 * variables, light and dark: it is drawn with the editor, before Chakra's system exists. The
 * zones are one stop of the tab order, the arrow keys move between them (zone-keys.ts).
 */
import { memo, type FocusEvent, type KeyboardEvent } from 'react';
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
import { zoneAfterKey } from './zone-keys';
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

/** The zone buttons of the drawing that holds `element`. */
const zoneButtons = (element: Element) => [...(element.closest('svg')?.querySelectorAll<SVGElement>('.dd-zone[role="button"]') ?? [])];

/** The zone focused is the one zone in the tab order (a roving tab stop; set on the elements: no render on a tap). */
function rove(event: FocusEvent<SVGSVGElement>) {
  const zone = event.target;
  if (!(zone instanceof SVGElement) || !zone.matches('.dd-zone[role="button"]')) return;
  for (const button of zoneButtons(zone)) button.tabIndex = button === zone ? 0 : -1;
}

/** The arrow keys, Home and End move between the zones (zone-keys.ts). */
function moveWith(zones: readonly DiagramZone[]) {
  return (event: KeyboardEvent<SVGSVGElement>) => {
    const zone = event.target;
    if (!(zone instanceof SVGElement) || !zone.matches('.dd-zone[role="button"]') || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = zones.findIndex((entry) => entry.key === zone.dataset.zone);
    const to = from < 0 ? null : zoneAfterKey(zones, from, event.key);
    if (to === null) return;
    event.preventDefault();
    zoneButtons(zone)
      .find((button) => button.dataset.zone === zones[to]?.key)
      ?.focus();
  };
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

function DamageDiagramImpl<D extends DiagramDamage>({ damages, itemNames, onZone, onMarker, describedBy, label = 'Damage diagram' }: DamageDiagramProps<D>) {
  const { size, backdrop, labels, zones, markers, caption } = diagramScene(damages);
  const nameOf = (zone: DiagramZone) => itemNames?.get(zone.itemId) ?? zone.name;
  const isButton = (zone: DiagramZone) => onZone !== undefined && (!itemNames || itemNames.has(zone.itemId));
  const buttons = zones.filter(isButton);
  return (
    <figure className="dd">
      <svg
        className="dd-drawing"
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="group"
        aria-label={label}
        data-interactive={onZone ? 'true' : undefined}
        onFocus={onZone ? rove : undefined}
        onKeyDown={onZone ? moveWith(buttons) : undefined}
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
              tabIndex={zone === buttons[0] ? 0 : -1}
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
