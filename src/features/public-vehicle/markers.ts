/** The two markers of the location page, as elements both map drawings use (found by their names). */
export const markerLabels = { vehicle: 'Last recorded position of the vehicle', viewer: 'Your position' } as const;

export function markerElement(kind: keyof typeof markerLabels): HTMLElement {
  const element = document.createElement('span');
  element.className = `pv-marker pv-marker-${kind}`;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', markerLabels[kind]);
  return element;
}
