/**
 * The damage diagram (issue 41, ADR 0090): a "flat-pack" outline of a vehicle, as BCA's
 * condition reports draw it: the top view in the middle with the front of the vehicle at the
 * left, the right side folded out above it, the left side folded out below it, the front and the
 * rear folded out at either end. Each zone is one item of the damage catalogue (drilldown2), the
 * tyres and wheels by the spec's location codes (inspection-rules.ts).
 *
 * Written once, here, for every place that draws it: the inspection editor (a zone is a button
 * that opens New Damage with its item), the printable report (the same shapes as a vector SVG,
 * damage-diagram-pdf.ts) and the public report page. The numbers of the markers are the
 * damages' places in the report, as the damage cards, the PDF's list and the public page count
 * them (1, 2, 3…).
 *
 * Coordinates are in the drawing's own units (`diagramSize`); a zone is at least 46 units in
 * each direction, so at the width a tablet gives it (about 750 px for 760 units) every zone is a
 * 44 px target.
 */
import { tireLocationCodes, wheelLocationCodes } from './wheel-locations';

export const diagramSize = { width: 760, height: 500 } as const;

/** Where a zone is drawn: the views of the flat-pack. */
export type DiagramView = 'right' | 'top' | 'left' | 'front' | 'rear';

export const diagramViewNames: Readonly<Record<DiagramView, string>> = {
  right: 'Right side',
  top: 'Top',
  left: 'Left side',
  front: 'Front',
  rear: 'Rear',
};

export type ZoneShape = { kind: 'rect'; x: number; y: number; width: number; height: number } | { kind: 'circle'; cx: number; cy: number; r: number };

export interface DiagramZone {
  /** Stable key of the zone (used in tests and CSS hooks). */
  key: string;
  /** The catalogue item (art_items.id; for tyres and wheels their location code). */
  itemId: number;
  /** The item's name in the seeded catalogue: the zone's name when a catalogue lacks the item. */
  name: string;
  view: DiagramView;
  shape: ZoneShape;
  /** Glass, lamps and tyres are drawn in their own tones. */
  kind: 'panel' | 'glass' | 'lamp' | 'tyre' | 'wheel' | 'trim';
}

const rect = (x: number, y: number, width: number, height: number): ZoneShape => ({ kind: 'rect', x, y, width, height });
const circle = (cx: number, cy: number, r: number): ZoneShape => ({ kind: 'circle', cx, cy, r });

/** Along the vehicle (x), shared by the top view and both sides: fender, front door, rear door, quarter panel. */
const along = { fender: [160, 138], frontDoor: [300, 110], rearDoor: [412, 108], quarter: [522, 118], rocker: [266, 278] } as const;
const wheelX = { front: 230, rear: 580 } as const;
/** The rows of a side, from the roof outwards: glass, panels, rocker and wheels. */
const rightRows = { glass: 97, panels: 49, rocker: 1, wheelY: 30 } as const;
const leftRows = { glass: 357, panels: 405, rocker: 453, wheelY: 470 } as const;
const rowHeight = 46;

function side(view: 'left' | 'right'): DiagramZone[] {
  const rows = view === 'left' ? leftRows : rightRows;
  const Side = view === 'left' ? 'Left' : 'Right';
  const zone = (key: string, itemId: number, name: string, kind: DiagramZone['kind'], shape: ZoneShape): DiagramZone => ({
    key: `${view}-${key}`,
    itemId,
    name,
    view,
    shape,
    kind,
  });
  const ids =
    view === 'left'
      ? { fender: 9, frontDoor: 10, rearDoor: 11, quarter: 12, rocker: 13, frontGlass: 37, rearGlass: 39 }
      : { fender: 16, frontDoor: 17, rearDoor: 18, quarter: 19, rocker: 20, frontGlass: 38, rearGlass: 40 };
  const front = view === 'left' ? ('front_left' as const) : ('front_right' as const);
  const rear = view === 'left' ? ('rear_left' as const) : ('rear_right' as const);
  const panel = (key: keyof typeof along, itemId: number, name: string) =>
    zone(key, itemId, name, 'panel', rect(along[key][0], rows.panels, along[key][1], rowHeight));
  return [
    panel('fender', ids.fender, `${Side} Front Fender`),
    panel('frontDoor', ids.frontDoor, `${Side} Front Door`),
    panel('rearDoor', ids.rearDoor, `${Side} Rear Door`),
    panel('quarter', ids.quarter, `${Side} Quarter Panel`),
    zone('rocker', ids.rocker, `${Side} Rocker Panel`, 'panel', rect(along.rocker[0], rows.rocker, along.rocker[1], rowHeight)),
    zone('frontGlass', ids.frontGlass, `${Side} Front Door Glass`, 'glass', rect(along.frontDoor[0], rows.glass, along.frontDoor[1], rowHeight)),
    zone('rearGlass', ids.rearGlass, `${Side} Rear Door Glass`, 'glass', rect(along.rearDoor[0], rows.glass, along.rearDoor[1], rowHeight)),
    zone('frontWheel', wheelLocationCodes[front], `Wheel Front ${Side}`, 'wheel', circle(wheelX.front, rows.wheelY, 29)),
    zone('rearWheel', wheelLocationCodes[rear], `Wheel Rear ${Side}`, 'wheel', circle(wheelX.rear, rows.wheelY, 29)),
  ];
}

const top = (key: string, itemId: number, name: string, kind: DiagramZone['kind'], shape: ZoneShape): DiagramZone => ({
  key: `top-${key}`,
  itemId,
  name,
  view: 'top',
  shape,
  kind,
});

/** Every zone, in the order a keyboard reaches them: right side, top view, left side, front, rear. */
export const diagramZones: readonly DiagramZone[] = [
  ...side('right'),
  top('hood', 1, 'Hood', 'panel', rect(160, 198, 130, 104)),
  top('windshield', 35, 'Windshield', 'glass', rect(292, 198, 58, 104)),
  top('roof', 30, 'Roof', 'panel', rect(352, 198, 156, 104)),
  top('backGlass', 36, 'Back Glass', 'glass', rect(510, 198, 50, 104)),
  top('trunk', 24, 'Trunk Lid/Liftgate', 'panel', rect(562, 198, 78, 104)),
  top('rightMirror', 21, 'Right Mirror', 'trim', rect(296, 150, 50, 46)),
  top('leftMirror', 14, 'Left Mirror', 'trim', rect(296, 304, 50, 46)),
  top('tyreFrontRight', tireLocationCodes.front_right, 'Tire Front Right', 'tyre', rect(190, 150, 80, 46)),
  top('tyreRearRight', tireLocationCodes.rear_right, 'Tire Rear Right', 'tyre', rect(540, 150, 80, 46)),
  top('tyreFrontLeft', tireLocationCodes.front_left, 'Tire Front Left', 'tyre', rect(190, 304, 80, 46)),
  top('tyreRearLeft', tireLocationCodes.rear_left, 'Tire Rear Left', 'tyre', rect(540, 304, 80, 46)),
  ...side('left'),
  // The front, folded out from the hood: the right of the vehicle at the top, as in the top view.
  { key: 'front-valance', itemId: 8, name: 'Front Valance', view: 'front', shape: rect(0, 200, 46, 100), kind: 'panel' },
  { key: 'front-fogRight', itemId: 7, name: 'Fog Lamp Right', view: 'front', shape: rect(50, 150, 46, 46), kind: 'lamp' },
  { key: 'front-bumper', itemId: 2, name: 'Front Bumper Cover', view: 'front', shape: rect(50, 200, 46, 100), kind: 'panel' },
  { key: 'front-fogLeft', itemId: 6, name: 'Fog Lamp Left', view: 'front', shape: rect(50, 304, 46, 46), kind: 'lamp' },
  { key: 'front-headlampRight', itemId: 5, name: 'Headlamp Right', view: 'front', shape: rect(100, 150, 50, 56), kind: 'lamp' },
  { key: 'front-grille', itemId: 3, name: 'Grille', view: 'front', shape: rect(100, 210, 50, 80), kind: 'trim' },
  { key: 'front-headlampLeft', itemId: 4, name: 'Headlamp Left', view: 'front', shape: rect(100, 294, 50, 56), kind: 'lamp' },
  // The rear, folded out from the trunk lid.
  { key: 'rear-tailLampRight', itemId: 26, name: 'Tail Lamp Right', view: 'rear', shape: rect(650, 150, 50, 56), kind: 'lamp' },
  { key: 'rear-tailLampLeft', itemId: 25, name: 'Tail Lamp Left', view: 'rear', shape: rect(650, 294, 50, 56), kind: 'lamp' },
  { key: 'rear-bumper', itemId: 23, name: 'Rear Bumper Cover', view: 'rear', shape: rect(704, 170, 50, 160), kind: 'panel' },
];

/** The outlines drawn under the zones (not buttons): the body in each view and the rear's number plate. */
export const diagramOutlines: readonly { x: number; y: number; width: number; height: number; rx: number }[] = [
  { x: 156, y: 45, width: 488, height: 102, rx: 18 },
  { x: 156, y: 194, width: 488, height: 112, rx: 34 },
  { x: 156, y: 353, width: 488, height: 102, rx: 18 },
  { x: 96, y: 146, width: 58, height: 208, rx: 14 },
  { x: 646, y: 146, width: 58, height: 208, rx: 14 },
];
/** Where each view's name is written (in the corners the flat-pack leaves empty). */
export const diagramViewLabels: readonly { view: DiagramView; x: number; y: number }[] = [
  { view: 'right', x: 4, y: 76 },
  { view: 'front', x: 4, y: 140 },
  { view: 'rear', x: 650, y: 140 },
  { view: 'left', x: 4, y: 432 },
];
/** The rear's number plate (drawn, not a zone). */
export const diagramPlate = { x: 656, y: 232, width: 38, height: 36 } as const;

const zoneByItem = new Map(diagramZones.map((zone) => [zone.itemId, zone]));

/** The zone of a catalogue item, or null (interior and mechanical items are not on the drawing). */
export const zoneOfItem = (itemId: number | null | undefined): DiagramZone | null => (itemId == null ? null : (zoneByItem.get(itemId) ?? null));

/** The centre of a zone's shape. */
export function zoneCentre(shape: ZoneShape): { x: number; y: number } {
  return shape.kind === 'circle' ? { x: shape.cx, y: shape.cy } : { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
}

// ---------------------------------------------------------------- severity

/** How grave a damage is, as the markers show it (colour and shape, never colour alone). */
export type SeverityTone = 'minor' | 'moderate' | 'major' | 'none';

/**
 * The tone of a severity of the catalogue (art_severities): under 2 inches minor; 2 to 6 inches,
 * repair and worn tread moderate; over 6 inches, multiple and replace major; none when the
 * damage has no severity (or one this drawing does not know).
 */
const toneBySeverity: Readonly<Record<number, SeverityTone>> = {
  1: 'minor',
  2: 'minor',
  3: 'moderate',
  4: 'moderate',
  5: 'major',
  6: 'major',
  7: 'moderate',
  8: 'major',
  9: 'moderate',
};
export const severityTone = (severityId: number | null | undefined): SeverityTone => (severityId == null ? 'none' : (toneBySeverity[severityId] ?? 'none'));

export const severityToneNames: Readonly<Record<SeverityTone, string>> = { minor: 'Minor', moderate: 'Moderate', major: 'Major', none: 'No severity' };

// ---------------------------------------------------------------- markers

/** What a marker needs of a damage: its item and severity, and its words for the name. */
export interface DiagramDamage {
  item_code?: number | null;
  severity_code?: number | null;
  item?: string | null;
  damage?: string | null;
  severity?: string | null;
}

export interface DiagramMarker<D extends DiagramDamage = DiagramDamage> {
  /** The damage's number: its place in the report (1-based), as the cards and the PDF number it. */
  number: number;
  /** Index of the damage in the list given. */
  index: number;
  damage: D;
  zone: DiagramZone;
  x: number;
  y: number;
  tone: SeverityTone;
  /** "Damage 3: Front Bumper Cover, Dent, severity 1-2 inches". */
  label: string;
}

/** Radius of a marker as drawn; its spacing when a zone holds several. */
export const markerRadius = 13;
const fmt = (value: number) => String(Math.round(value * 10) / 10);
const markerStep = 2 * markerRadius + 4;

/** A marker's outline by tone: minor a circle, moderate a square, major a diamond, none a circle with a ring (never colour alone). */
export function markerPath(tone: SeverityTone, x: number, y: number, r = markerRadius): string {
  const k = r * 0.9;
  switch (tone) {
    case 'moderate':
      return `M${fmt(x - k)} ${fmt(y - k)}H${fmt(x + k)}V${fmt(y + k)}H${fmt(x - k)}Z`;
    case 'major': {
      const d = r * 1.2;
      return `M${fmt(x)} ${fmt(y - d)}L${fmt(x + d)} ${fmt(y)}L${fmt(x)} ${fmt(y + d)}L${fmt(x - d)} ${fmt(y)}Z`;
    }
    default:
      return `M${fmt(x - r)} ${fmt(y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(x + r)} ${fmt(y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(x - r)} ${fmt(y)}Z`;
  }
}

/** A marker's accessible name: number, item, damage and severity in words. */
export function markerLabel(number: number, damage: DiagramDamage, zone: DiagramZone | null): string {
  const item = damage.item ?? zone?.name ?? 'Item';
  const parts = [item, damage.damage ?? 'Damage', `severity ${damage.severity ?? 'none'}`];
  return `Damage ${number}: ${parts.join(', ')}`;
}

/**
 * The markers of a report's damages, numbered by their place in `damages` (so the numbers are
 * the cards'), each in its item's zone. Several in one zone are set side by side along its
 * longer side, centred, in rows when they do not fit. Damages whose item has no zone get no
 * marker (`unplaced`), but keep their number.
 */
export function diagramMarkers<D extends DiagramDamage>(damages: readonly D[]): { markers: DiagramMarker<D>[]; unplaced: { number: number; damage: D }[] } {
  const byZone = new Map<string, { zone: DiagramZone; entries: { index: number; damage: D }[] }>();
  const unplaced: { number: number; damage: D }[] = [];
  damages.forEach((damage, index) => {
    const zone = zoneOfItem(damage.item_code);
    if (!zone) {
      unplaced.push({ number: index + 1, damage });
      return;
    }
    const group = byZone.get(zone.key) ?? { zone, entries: [] };
    group.entries.push({ index, damage });
    byZone.set(zone.key, group);
  });
  const markers: DiagramMarker<D>[] = [];
  for (const { zone, entries } of byZone.values()) {
    const centre = zoneCentre(zone.shape);
    const long = zone.shape.kind === 'circle' ? zone.shape.r * 2 : Math.max(zone.shape.width, zone.shape.height);
    const horizontal = zone.shape.kind === 'circle' || zone.shape.width >= zone.shape.height;
    const perRow = Math.max(1, Math.floor((long - 4) / markerStep));
    const rows = Math.ceil(entries.length / perRow);
    entries.forEach(({ index, damage }, n) => {
      const row = Math.floor(n / perRow);
      const inRow = Math.min(perRow, entries.length - row * perRow);
      const along = (n % perRow) * markerStep - ((inRow - 1) * markerStep) / 2;
      const across = row * markerStep - ((rows - 1) * markerStep) / 2;
      const x = centre.x + (horizontal ? along : across);
      const y = centre.y + (horizontal ? across : along);
      const number = index + 1;
      markers.push({ number, index, damage, zone, x, y, tone: severityTone(damage.severity_code), label: markerLabel(number, damage, zone) });
    });
  }
  markers.sort((a, b) => a.number - b.number);
  return { markers, unplaced };
}

/** The line under the drawing: how to read it, and the damages it cannot place. */
export function diagramCaption(unplaced: readonly { number: number }[]): string {
  const where = 'Front of the vehicle at the left; right side above the top view, left side below.';
  if (unplaced.length === 0) return where;
  const numbers = unplaced.map((entry) => entry.number).join(', ');
  return `${where} Not on the drawing (interior, mechanical and other items): ${numbers}.`;
}

// ---------------------------------------------------------------- scene

/** A rectangular zone's corner radius. */
export const zoneCornerRadius = 5;

/** Where a marker's number is written (centred, on its baseline) and how large: smaller past 99, to fit. */
export function markerNumberAt(marker: { number: number; x: number; y: number }): { x: number; y: number; fontSize: number } {
  return { x: marker.x, y: marker.y + 4.5, fontSize: marker.number > 99 ? 9 : 13 };
}

/** A marker as drawn: its outline and where its number goes. */
export interface SceneMarker<D extends DiagramDamage = DiagramDamage> extends DiagramMarker<D> {
  path: string;
  numberAt: { x: number; y: number; fontSize: number };
}

/**
 * What every drawing of the diagram draws for a report's damages, in the drawing's units: the
 * screen's SVG (damage-diagram.tsx) and the PDF's (damage-diagram-pdf.ts) only give it their
 * look, so both draw the same. Under the zones, the backdrop: the body in each view (`outline`)
 * and the rear's number plate (`plate`); the views' names; the zones; the markers; the caption.
 */
export interface DiagramScene<D extends DiagramDamage = DiagramDamage> {
  size: typeof diagramSize;
  backdrop: readonly { kind: 'outline' | 'plate'; x: number; y: number; width: number; height: number; rx: number }[];
  labels: readonly { view: DiagramView; text: string; x: number; y: number }[];
  zones: readonly DiagramZone[];
  markers: SceneMarker<D>[];
  caption: string;
}

const backdrop: DiagramScene['backdrop'] = [
  ...diagramOutlines.map((outline) => ({ kind: 'outline' as const, ...outline })),
  { kind: 'plate', ...diagramPlate, rx: 3 },
];
const labels: DiagramScene['labels'] = diagramViewLabels.map(({ view, x, y }) => ({ view, text: diagramViewNames[view], x, y }));

export function diagramScene<D extends DiagramDamage>(damages: readonly D[]): DiagramScene<D> {
  const { markers, unplaced } = diagramMarkers(damages);
  return {
    size: diagramSize,
    backdrop,
    labels,
    zones: diagramZones,
    markers: markers.map((marker) => ({ ...marker, path: markerPath(marker.tone, marker.x, marker.y), numberAt: markerNumberAt(marker) })),
    caption: diagramCaption(unplaced),
  };
}
