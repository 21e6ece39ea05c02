/** Small geometry for the location page: distances, and where two points sit on a plain background. */

export interface Point {
  latitude: number;
  longitude: number;
}

const earthRadius = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "8 m", "850 m", "1.2 km", "35 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** Beyond this the viewer is not on the lot: the map shows the vehicle alone, not both at a city's scale. */
export const nearbyMetres = 20_000;

/** Web Mercator x and y (unit square) of a point. */
function mercator({ latitude, longitude }: Point): [number, number] {
  const sin = Math.sin(radians(Math.max(-85, Math.min(85, latitude))));
  return [(longitude + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

export interface PlainLayout {
  /** Percentages of the box's width and height. */
  vehicle: { x: number; y: number };
  viewer: { x: number; y: number } | null;
}

/**
 * Where the vehicle and the viewer go in a box with no map under them: the vehicle alone in
 * the middle; with a viewer nearby, both, scaled to fit inside a margin, north up, true to
 * the box's aspect ratio.
 */
export function plainLayout(vehicle: Point, viewer: Point | null, box: { width: number; height: number }, margin = 0.15): PlainLayout {
  const centre = { x: 50, y: 50 };
  if (!viewer || distanceMetres(vehicle, viewer) > nearbyMetres) return { vehicle: centre, viewer: null };
  const [vx, vy] = mercator(vehicle);
  const [px, py] = mercator(viewer);
  const span = Math.max(Math.abs(px - vx) / box.width, Math.abs(py - vy) / box.height);
  if (span === 0) return { vehicle: centre, viewer: centre };
  // Pixels per mercator unit, so the larger extent fills the box minus its margins.
  const scale = (1 - 2 * margin) / span;
  const [mx, my] = [(vx + px) / 2, (vy + py) / 2];
  const at = (x: number, y: number) => ({ x: 50 + ((x - mx) * scale * 100) / box.width, y: 50 + ((y - my) * scale * 100) / box.height });
  return { vehicle: at(vx, vy), viewer: at(px, py) };
}
