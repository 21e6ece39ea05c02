/**
 * The MapLibre style of the location page, from the runtime configuration (mapConfig()):
 * a configured style URL as it is; otherwise a plain background under the configured
 * satellite tiles, so that with no imagery (none configured, or none reachable) the
 * markers still stand on a plain background.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '@/contract/map-config';

export const plainBackground = '#dde3e8';

export function mapStyle(config: MapConfig): StyleSpecification | string {
  if (config.style) return config.style;
  const imagery = config.satelliteTiles.length > 0;
  return {
    version: 8,
    sources: imagery
      ? {
          satellite: {
            type: 'raster',
            tiles: [...config.satelliteTiles],
            tileSize: config.tileSize,
            maxzoom: config.maxZoom,
            ...(config.attribution ? { attribution: config.attribution } : {}),
          },
        }
      : {},
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': plainBackground } },
      ...(imagery ? [{ id: 'satellite', type: 'raster' as const, source: 'satellite' }] : []),
    ],
  };
}
