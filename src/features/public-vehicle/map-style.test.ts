import { describe, expect, it } from 'vitest';
import { noMapImagery } from '@/contract/map-config';
import { mapStyle, plainBackground } from './map-style';
import { vehicleTitle } from './vehicle-title';

describe('the location map’s style', () => {
  it('is a plain background alone without imagery', () => {
    expect(mapStyle(noMapImagery)).toEqual({
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': plainBackground } }],
    });
  });

  it('puts the configured satellite tiles over the plain background, with their credit', () => {
    const style = mapStyle({ satelliteTiles: ['https://tiles.example.net/{z}/{y}/{x}'], tileSize: 256, maxZoom: 19, attribution: 'Imagery © Example' });
    expect(style).toMatchObject({
      sources: {
        satellite: { type: 'raster', tiles: ['https://tiles.example.net/{z}/{y}/{x}'], tileSize: 256, maxzoom: 19, attribution: 'Imagery © Example' },
      },
      layers: [{ id: 'background' }, { id: 'satellite', type: 'raster', source: 'satellite' }],
    });
  });

  it('uses a configured style URL as it is', () => {
    expect(mapStyle({ ...noMapImagery, style: 'https://maps.example.org/satellite.json' })).toBe('https://maps.example.org/satellite.json');
  });
});

describe('the vehicle’s name on its public pages', () => {
  it('is year, make and model, whatever is known', () => {
    expect(vehicleTitle({ autoyear: 2021, automake: 'Ford', automodel: 'F-150' })).toBe('2021 Ford F-150');
    expect(vehicleTitle({ autoyear: null, automake: 'Ford', automodel: ' ' })).toBe('Ford');
    expect(vehicleTitle({})).toBe('Vehicle');
  });
});
