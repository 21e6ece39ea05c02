import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, plainLayout } from './geo';

const lot = { latitude: 32.8998, longitude: -96.9094 };

describe('distances', () => {
  it('measures along the earth', () => {
    // 0.001° of latitude is about 111 m everywhere.
    expect(distanceMetres(lot, { ...lot, latitude: lot.latitude + 0.001 })).toBeCloseTo(111.2, 0);
    expect(distanceMetres(lot, lot)).toBe(0);
    // Dallas to Atlanta, about 1,160 km.
    expect(distanceMetres(lot, { latitude: 33.749, longitude: -84.388 }) / 1000).toBeCloseTo(1162, -1);
  });

  it('reads in metres, then kilometres', () => {
    expect(formatDistance(7.6)).toBe('8 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(35_400)).toBe('35 km');
  });
});

describe('positions on a plain background', () => {
  const box = { width: 800, height: 400 };

  it('centres the vehicle alone, and leaves out a viewer who is not nearby', () => {
    expect(plainLayout(lot, null, box)).toEqual({ vehicle: { x: 50, y: 50 }, viewer: null });
    expect(plainLayout(lot, { latitude: 33.749, longitude: -84.388 }, box).viewer).toBeNull();
  });

  it('places a nearby viewer true to the bearing, both inside the margins', () => {
    // The viewer north-east of the vehicle: right of it and above it.
    const layout = plainLayout(lot, { latitude: lot.latitude + 0.001, longitude: lot.longitude + 0.002 }, box);
    if (!layout.viewer) throw new Error('viewer left out');
    expect(layout.viewer.x).toBeGreaterThan(layout.vehicle.x);
    expect(layout.viewer.y).toBeLessThan(layout.vehicle.y);
    for (const { x, y } of [layout.vehicle, layout.viewer]) {
      expect(x).toBeGreaterThanOrEqual(15 - 1e-9);
      expect(x).toBeLessThanOrEqual(85 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(15 - 1e-9);
      expect(y).toBeLessThanOrEqual(85 + 1e-9);
    }
    // The longer extent fills the box to its margins.
    expect(Math.max(Math.abs(layout.viewer.x - layout.vehicle.x), Math.abs(layout.viewer.y - layout.vehicle.y))).toBeCloseTo(70, 5);
  });

  it('puts a viewer standing at the vehicle on top of it', () => {
    expect(plainLayout(lot, lot, box)).toEqual({ vehicle: { x: 50, y: 50 }, viewer: { x: 50, y: 50 } });
  });
});
