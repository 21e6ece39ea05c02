/**
 * The diagram's zones from the keyboard (ADR 0112): one stop in the tab order, the arrow keys
 * move to the nearest zone that way (as the eye reads the drawing, not the order it is written
 * in), Home and End to the first and the last. Without it each of the 42 zones was a tab stop
 * between the note and the damage list. The editor hands it to the diagram (`keyboard`): the
 * public report's drawing has no buttons, and does not load it.
 */
import type { FocusEvent, KeyboardEvent } from 'react';
import { zoneCentre, type DiagramZone } from '@/contract/damage-diagram';

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
  const start = zoneCentre(here.shape);
  const other = direction.axis === 'x' ? 'y' : 'x';
  let best: { index: number; score: number } | null = null;
  for (const [index, zone] of zones.entries()) {
    if (index === from) continue;
    const at = zoneCentre(zone.shape);
    const ahead = (at[direction.axis] - start[direction.axis]) * direction.sign;
    const aside = Math.abs(at[other] - start[other]);
    // A zone drawn at the same place (a wheel in its tyre) is next one way and previous the other, in the drawing's order.
    const same = ahead === 0 && aside === 0 && (index > from ? direction.sign === 1 : direction.sign === -1);
    if (ahead <= 0 && !same) continue;
    // Straight ahead first: a zone off to the side counts twice its offset.
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { index, score };
  }
  return best?.index ?? null;
}

/** The zone buttons of the drawing that holds `element`. */
const zoneButtons = (element: Element) => [...(element.closest('svg')?.querySelectorAll<SVGElement>('.dd-zone[role="button"]') ?? [])];
const isZone = (target: EventTarget): target is SVGElement => target instanceof SVGElement && target.matches('.dd-zone[role="button"]');

/** The drawing's focus and keys for its zone buttons `zones`, in the order drawn. */
export function diagramKeyboard(zones: readonly DiagramZone[]) {
  return {
    // The zone focused is the one zone in the tab order (a roving stop; set on the elements: a tap renders nothing more).
    onFocus(event: FocusEvent<SVGSVGElement>) {
      const zone = event.target;
      if (!isZone(zone)) return;
      for (const button of zoneButtons(zone)) button.tabIndex = button === zone ? 0 : -1;
    },
    onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
      const zone = event.target;
      if (!isZone(zone) || event.altKey || event.ctrlKey || event.metaKey) return;
      const from = zones.findIndex((entry) => entry.key === zone.dataset.zone);
      const to = from < 0 ? null : zoneAfterKey(zones, from, event.key);
      if (to === null) return;
      event.preventDefault();
      zoneButtons(zone)
        .find((button) => button.dataset.zone === zones[to]?.key)
        ?.focus();
    },
  };
}
