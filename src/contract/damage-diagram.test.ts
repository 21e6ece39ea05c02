import { describe, expect, it } from 'vitest';
import { diagramBlock, diagramSvg } from './damage-diagram-pdf';
import { diagramCaption, diagramMarkers, diagramSize, diagramZones, markerLabel, severityTone, zoneOfItem, type ZoneShape } from './damage-diagram';
import { tireLocationCodes, wheelLocationCodes } from './inspection-rules';

const box = (shape: ZoneShape) =>
  shape.kind === 'circle'
    ? { x: shape.cx - shape.r, y: shape.cy - shape.r, width: 2 * shape.r, height: 2 * shape.r }
    : { x: shape.x, y: shape.y, width: shape.width, height: shape.height };

describe('the zones of the damage diagram', () => {
  it('cover bumpers, hood, roof, each door and fender, the quarter panels, glass, lamps and mirrors', () => {
    const names = new Set(diagramZones.map((zone) => zone.name));
    for (const name of [
      'Front Bumper Cover',
      'Rear Bumper Cover',
      'Hood',
      'Roof',
      'Trunk Lid/Liftgate',
      ...['Left', 'Right'].flatMap((side) => [
        `${side} Front Fender`,
        `${side} Front Door`,
        `${side} Rear Door`,
        `${side} Quarter Panel`,
        `${side} Front Door Glass`,
        `${side} Rear Door Glass`,
        `${side} Mirror`,
      ]),
      'Windshield',
      'Back Glass',
      'Headlamp Left',
      'Headlamp Right',
      'Tail Lamp Left',
      'Tail Lamp Right',
    ])
      expect(names.has(name), name).toBe(true);
  });

  it('take the four tyres and wheels by the spec’s location codes', () => {
    const ids = new Set(diagramZones.map((zone) => zone.itemId));
    for (const code of [...Object.values(tireLocationCodes), ...Object.values(wheelLocationCodes)]) expect(ids.has(code), String(code)).toBe(true);
    expect(zoneOfItem(tireLocationCodes.front_left)?.view).toBe('top');
    expect(zoneOfItem(wheelLocationCodes.rear_right)?.view).toBe('right');
  });

  it('are one per item, with keys of their own', () => {
    expect(new Set(diagramZones.map((zone) => zone.itemId)).size).toBe(diagramZones.length);
    expect(new Set(diagramZones.map((zone) => zone.key)).size).toBe(diagramZones.length);
  });

  it('are at least 46 units each way (44 px at a tablet’s width) and inside the drawing', () => {
    for (const zone of diagramZones) {
      const b = box(zone.shape);
      expect(Math.min(b.width, b.height), zone.key).toBeGreaterThanOrEqual(46);
      expect(b.x, zone.key).toBeGreaterThanOrEqual(0);
      expect(b.y, zone.key).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, zone.key).toBeLessThanOrEqual(diagramSize.width);
      expect(b.y + b.height, zone.key).toBeLessThanOrEqual(diagramSize.height);
    }
  });

  it('do not overlap, but for the wheels drawn over their fender and quarter panel', () => {
    const rects = diagramZones.filter((zone) => zone.shape.kind === 'rect');
    for (const [i, a] of rects.entries())
      for (const b of rects.slice(i + 1)) {
        const p = box(a.shape);
        const q = box(b.shape);
        const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart, `${a.key} and ${b.key}`).toBe(true);
      }
  });
});

const damage = (item_code: number | null, severity_code: number | null, item = 'Item', name = 'Dent', severity: string | null = null) => ({
  item_code,
  severity_code,
  item,
  damage: name,
  severity,
});

describe('the markers', () => {
  it('are numbered by the damage’s place in the report, the cards’ numbers, and sit in their item’s zone', () => {
    const { markers, unplaced } = diagramMarkers([damage(1, 1, 'Hood'), damage(41, null, 'Driver Seat'), damage(2, 5, 'Front Bumper Cover')]);
    expect(markers.map((marker) => marker.number)).toEqual([1, 3]);
    expect(unplaced.map((entry) => entry.number)).toEqual([2]);
    const [hood, bumper] = markers;
    expect(hood!.zone.name).toBe('Hood');
    expect(bumper!.zone.name).toBe('Front Bumper Cover');
    for (const marker of markers) {
      const b = box(marker.zone.shape);
      expect(marker.x).toBeGreaterThanOrEqual(b.x);
      expect(marker.x).toBeLessThanOrEqual(b.x + b.width);
      expect(marker.y).toBeGreaterThanOrEqual(b.y);
      expect(marker.y).toBeLessThanOrEqual(b.y + b.height);
    }
  });

  it('in one zone are set apart, centred, and stay inside the zone', () => {
    const many = Array.from({ length: 6 }, () => damage(1, 2, 'Hood'));
    const { markers } = diagramMarkers(many);
    const spots = new Set(markers.map((marker) => `${marker.x},${marker.y}`));
    expect(spots.size).toBe(6);
    for (const [i, a] of markers.entries()) for (const b of markers.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(26);
    const hood = box(markers[0]!.zone.shape);
    const meanX = markers.reduce((sum, marker) => sum + marker.x, 0) / markers.length;
    expect(Math.abs(meanX - (hood.x + hood.width / 2))).toBeLessThan(1);
    for (const marker of markers) {
      expect(marker.x - 13).toBeGreaterThanOrEqual(hood.x);
      expect(marker.x + 13).toBeLessThanOrEqual(hood.x + hood.width);
      expect(marker.y - 13).toBeGreaterThanOrEqual(hood.y);
      expect(marker.y + 13).toBeLessThanOrEqual(hood.y + hood.height);
    }
  });

  it('in a tall zone line up along it', () => {
    const { markers } = diagramMarkers([damage(23, 1), damage(23, 1)]);
    expect(markers[0]!.x).toBe(markers[1]!.x);
    expect(markers[0]!.y).not.toBe(markers[1]!.y);
  });

  it('say severity by tone, and name the damage in words', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, null, 99].map(severityTone)).toEqual([
      'minor',
      'minor',
      'moderate',
      'moderate',
      'major',
      'major',
      'moderate',
      'major',
      'moderate',
      'none',
      'none',
    ]);
    expect(markerLabel(3, damage(2, 2, 'Front Bumper Cover', 'Dent', '1-2 inches'), zoneOfItem(2))).toBe(
      'Damage 3: Front Bumper Cover, Dent, severity 1-2 inches',
    );
    expect(markerLabel(1, damage(2, null, 'Front Bumper Cover', 'Dent'), zoneOfItem(2))).toBe('Damage 1: Front Bumper Cover, Dent, severity none');
  });

  it('name the damages the drawing cannot place in the caption', () => {
    expect(diagramCaption([])).not.toMatch(/Not on the drawing/);
    expect(diagramCaption([{ number: 2 }, { number: 5 }])).toMatch(/Not on the drawing \(interior, mechanical and other items\): 2, 5\.$/);
  });
});

describe('the printed diagram', () => {
  it('is one SVG with every zone and each marker’s number as text', () => {
    const svg = diagramSvg([damage(1, 1), damage(2, 8), damage(41, null)]);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<rect |<circle /g)!.length).toBeGreaterThanOrEqual(diagramZones.length);
    expect(svg).toMatch(/>1<\/text>/);
    expect(svg).toMatch(/>2<\/text>/);
    expect(svg).not.toMatch(/>3<\/text>/);
    expect(svg).toMatch(/>Left side<\/text>/);
  });

  it('is left out of a report without damages', () => {
    expect(diagramBlock([], 500)).toEqual([]);
    expect(diagramBlock([damage(1, 1)], 500)).toHaveLength(1);
  });
});
