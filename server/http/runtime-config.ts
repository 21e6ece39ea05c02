/**
 * What the server reads of the PWA's runtime configuration file (dist/environments.json):
 * the origins the console may reach, for the Content-Security-Policy's connect-src. These
 * are the other environments' API base URLs and the map imagery of the public location page
 * (its `map` key: a style URL or satellite tile URLs, src/contract/map-config.ts).
 */
import * as v from 'valibot';
import { MapConfig, mapOrigins } from '../../src/contract/map-config.ts';

export function runtimeConfigOrigins(fileText: string): string[] {
  let parsed: { environments?: { url?: unknown }[]; map?: unknown };
  try {
    parsed = JSON.parse(fileText) as typeof parsed;
  } catch {
    return [];
  }
  const origins = new Set<string>();
  for (const { url } of parsed.environments ?? []) {
    if (typeof url !== 'string' || !url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the console ignores that environment's URL too.
    }
  }
  const map = v.safeParse(MapConfig, parsed.map ?? {});
  if (map.success) for (const origin of mapOrigins(map.output)) origins.add(origin);
  return [...origins];
}
