/**
 * The diagram's zones from the keyboard (ADR 0112): one stop in the tab order, the arrow keys
 * move to the nearest zone that way (as the eye reads the drawing, not the order it is written
 * in), Home and End to the first and the last. Without it each of the 42 zones was a tab stop
 * between the note and the damage list.
 */
import type { DiagramZone } from '@/contract/damage-diagram';

const centre = (zone: DiagramZone) =>
  zone.shape.kind === 'circle' ? { x: zone.shape.cx, y: zone.shape.cy } : { x: zone.shape.x + zone.shape.width / 2, y: zone.shape.y + zone.shape.height / 2 };

const directions: Readonly<Record<string, { axis: 'x' | 'y'; sign: 1 | -1 }>> = {
  ArrowRight: { axis: 'x', sign: 1 },
  ArrowLeft: { axis: 'x', sign: -1 },
  ArrowDown: { axis: 'y', sign: 1 },
  ArrowUp: { axis: 'y', sign: -1 },
};

/** The zone `key` moves to from zone `from` (index in `zones`), or null when the key does not move. */
export function zoneAfterKey(zones: readonly DiagramZone[], from: number, key: string): number | null {
  if (key === 'Home') return zones.length > 0 ? 0 : null;
  if (key === 'End') return zones.length > 0 ? zones.length - 1 : null;
  const direction = directions[key];
  const here = zones[from];
  if (!direction || !here) return null;
  const start = centre(here);
  const other = direction.axis === 'x' ? 'y' : 'x';
  let best: { index: number; score: number } | null = null;
  zones.forEach((zone, index) => {
    if (index === from) return;
    const at = centre(zone);
    const ahead = (at[direction.axis] - start[direction.axis]) * direction.sign;
    const aside = Math.abs(at[other] - start[other]);
    // A zone drawn at the same place (a wheel in its tyre) is next one way and previous the other, in the drawing's order.
    const same = ahead === 0 && aside === 0 && (index > from ? direction.sign === 1 : direction.sign === -1);
    if (ahead <= 0 && !same) return;
    // Straight ahead first: a zone off to the side counts twice its offset.
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { index, score };
  });
  return best === null ? null : (best as { index: number }).index;
}
