/**
 * The damage diagram's zones (src/contract/damage-diagram.ts, ADR 0090) against the seeded
 * damage catalogue: every zone is an item the catalogue has, under the name the screen and the
 * PDF give it, and has damages to choose from; interior and mechanical items have no zone; the
 * severities the markers' tones are worked out from are the seeded ones.
 */
import { describe, expect, it } from 'vitest';
import { diagramZones, severityTone, zoneOfItem } from '../../src/contract/damage-diagram.ts';
import { artItems, artSeverities, damageSets } from './seed-data/damage-catalogue.ts';

describe('the damage diagram against the seeded catalogue', () => {
  it('has a zone only for an item of the catalogue, under that item’s name, with damages to choose from', () => {
    const seeded = new Map(artItems.map((item) => [item.id, item]));
    for (const zone of diagramZones) {
      const item = seeded.get(zone.itemId);
      expect(item?.name, zone.key).toBe(zone.name);
      expect(damageSets[item!.set].length, zone.key).toBeGreaterThan(0);
    }
  });

  it('has no zone for interior and mechanical items', () => {
    for (const item of artItems.filter((entry) => entry.kind === 'interior' || entry.kind === 'mechanical')) expect(zoneOfItem(item.id), item.name).toBeNull();
  });

  it('gives every exterior panel, glass, lamp, mirror, tyre and wheel a zone, but the small trim', () => {
    const without = artItems.filter((item) => item.kind !== 'interior' && item.kind !== 'mechanical' && zoneOfItem(item.id) === null).map((item) => item.name);
    expect(without.sort()).toEqual([
      'A-Pillar Left',
      'A-Pillar Right',
      'Left Door Handle',
      'Pickup Bed',
      'Rear Spoiler',
      'Right Door Handle',
      'Roof Rack',
      'Sunroof Panel',
      'Tailgate',
    ]);
  });

  it('tones the seeded severities: under 2 inches minor, over 6 inches, multiple and replace major', () => {
    const tone = (name: string) => severityTone(artSeverities.find((severity) => severity.name === name)!.id);
    expect(tone('Less than 1 inch')).toBe('minor');
    expect(tone('1-2 inches')).toBe('minor');
    expect(tone('2-4 inches')).toBe('moderate');
    expect(tone('4-6 inches')).toBe('moderate');
    expect(tone('Over 6 inches')).toBe('major');
    expect(tone('Multiple')).toBe('major');
    expect(tone('Repair')).toBe('moderate');
    expect(tone('Replace')).toBe('major');
    expect(tone('Tread less than 4/32')).toBe('moderate');
  });
});
