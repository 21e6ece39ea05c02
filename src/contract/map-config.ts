/**
 * The map of the public location page, from the runtime configuration file
 * (/environments.json, key `map`; docs/configuration.md, "Satellite imagery"). One build serves every
 * host, so the imagery source is configuration, not code. The reference server reads the
 * same key to allow the imagery origins in its Content-Security-Policy.
 */
import * as v from 'valibot';

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'));

export const MapConfig = v.object({
  /** A MapLibre style document URL; when given it is used as it is (it names its own sources). */
  style: v.optional(HttpUrl),
  /** Raster tile URL templates of satellite imagery, with {z}, {x} and {y}; used when no style is given. */
  satelliteTiles: v.optional(v.pipe(v.array(HttpUrl), v.maxLength(8)), []),
  tileSize: v.optional(v.picklist([256, 512]), 256),
  /** The deepest zoom level the imagery has. */
  maxZoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)), 19),
  /** Shown on the map: the imagery provider's required credit. */
  attribution: v.optional(v.pipe(v.string(), v.maxLength(300)), ''),
});
export type MapConfig = v.InferOutput<typeof MapConfig>;

/** Without configuration: no imagery, the positions on a plain background. */
export const noMapImagery: MapConfig = { satelliteTiles: [], tileSize: 256, maxZoom: 19, attribution: '' };

/** The origins the map loads from (for a Content-Security-Policy's connect-src). */
export function mapOrigins(config: MapConfig): string[] {
  const urls = [...(config.style ? [config.style] : []), ...config.satelliteTiles];
  return [...new Set(urls.map((url) => new URL(url.replace(/[{}]/g, '')).origin))];
}
