import { describe, expect, it } from 'vitest';
import { diagramScene, zoneCentre, type DiagramZone } from '@/contract/damage-diagram';
import { zoneAfterKey } from './diagram-keys';

const { zones } = diagramScene([]);
const centre = (zone: DiagramZone) => zoneCentre(zone.shape);
const arrows = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'] as const;

describe('the diagram’s zones from the keyboard', () => {
  it('Home and End go to the first and the last zone; other keys do not move', () => {
    expect(zoneAfterKey(zones, 5, 'Home')).toBe(0);
    expect(zoneAfterKey(zones, 5, 'End')).toBe(zones.length - 1);
    expect(zoneAfterKey(zones, 5, 'Enter')).toBeNull();
    expect(zoneAfterKey(zones, 5, 'a')).toBeNull();
  });

  it('an arrow moves to a zone that way, never back or across', () => {
    for (const [from, zone] of zones.entries()) {
      const here = centre(zone);
      for (const key of arrows) {
        const to = zoneAfterKey(zones, from, key);
        if (to === null) continue;
        const there = centre(zones[to]!);
        const ahead = { ArrowRight: there.x - here.x, ArrowLeft: here.x - there.x, ArrowDown: there.y - here.y, ArrowUp: here.y - there.y }[key];
        expect(ahead, `${key} from ${zone.key} to ${zones[to]!.key}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('prefers the zone straight ahead: right of the hood is the roof side of the drawing, not a corner', () => {
    const hood = zones.findIndex((zone) => zone.itemId === zones.find((entry) => /^Hood$/.test(entry.name))?.itemId);
    expect(hood).toBeGreaterThanOrEqual(0);
    const right = zoneAfterKey(zones, hood, 'ArrowRight');
    expect(right).not.toBeNull();
    expect(Math.abs(centre(zones[right!]!).y - centre(zones[hood]!).y)).toBeLessThan(20);
  });

  it('every zone is reached from the first by the arrows alone (a wheel drawn inside its tyre too)', () => {
    const seen = new Set([0]);
    const next = [0];
    while (next.length > 0) {
      const from = next.pop()!;
      for (const key of arrows) {
        const to = zoneAfterKey(zones, from, key);
        if (to !== null && !seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    expect(zones.filter((_, index) => !seen.has(index)).map((zone) => zone.key)).toEqual([]);
  });
});
