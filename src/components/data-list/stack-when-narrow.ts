/**
 * A list's table that does not fit its region on a tablet shows its rows as stacked cards: each
 * cell under its column's name, the row's links and buttons in view, no sideways scroll (ADR
 * 0111). A table that fits stays a table; at a desk a wide table keeps its columns and scrolls
 * sideways, as people comparing rows expect.
 *
 * The choice is measured, not declared per list: the table is laid out as a table, and when it is
 * wider than its region, the region gets `data-layout="stacked"` (data-list.css draws the cards)
 * before the frame is painted. It goes back to a table when the region has grown to the width the
 * table needed. The attribute is set on the element, not through React's state: switching costs a
 * layout, not a render of the rows.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Below this region width (a tablet's content area, both ways round) a wide table stacks its rows. */
export const stackBelowWidth = 960;

/** Lays the table out as cards or as a table, for the region's width; `needed` keeps the width the table needed. */
function fit(box: HTMLElement, content: HTMLElement, needed: { current: number }): void {
  const width = box.clientWidth;
  if (box.dataset.layout === 'stacked') {
    // Stays cards until there is room for the table it was (the rows of another page do not flip it).
    if (width < needed.current && width < stackBelowWidth) return;
    delete box.dataset.layout;
  }
  if (width < stackBelowWidth && content.offsetWidth > width) {
    needed.current = content.offsetWidth;
    box.dataset.layout = 'stacked';
  }
}

export function useStackWhenNarrow(region: RefObject<HTMLElement | null>, table: RefObject<HTMLElement | null>, rows: unknown): void {
  const needed = useRef(0);
  // Each new set of rows may be wider than the last.
  useLayoutEffect(() => {
    if (region.current && table.current) fit(region.current, table.current, needed);
  }, [region, table, rows]);
  useLayoutEffect(() => {
    const box = region.current;
    const content = table.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    let lastWidth = box.clientWidth;
    const observer = new ResizeObserver(() => {
      // Only a change of width matters (a page of taller cards changes the height).
      if (box.clientWidth === lastWidth) return;
      lastWidth = box.clientWidth;
      fit(box, content, needed);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [region, table]);
}
