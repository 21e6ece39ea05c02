/**
 * The positions without a map under them: while the map code loads, and where the browser
 * cannot draw the map (no WebGL). The vehicle, and the viewer when nearby, on a plain
 * background, placed true to their bearing (plainLayout).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { plainLayout, type Point } from './geo';
import { markerLabels } from './markers';

export function PlainMap({ vehicle, viewer }: { vehicle: Point; viewer: Point | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 4, height: 3 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) setSize({ width: element.clientWidth, height: element.clientHeight });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const layout = plainLayout(vehicle, viewer, size);
  return (
    <div ref={box} className="pv-plain-map" role="region" aria-label="Map of the vehicle’s position">
      <span
        className="pv-marker pv-marker-vehicle"
        role="img"
        aria-label={markerLabels.vehicle}
        style={{ left: `${layout.vehicle.x}%`, top: `${layout.vehicle.y}%` }}
      />
      {layout.viewer ? (
        <span
          className="pv-marker pv-marker-viewer"
          role="img"
          aria-label={markerLabels.viewer}
          style={{ left: `${layout.viewer.x}%`, top: `${layout.viewer.y}%` }}
        />
      ) : null}
    </div>
  );
}
