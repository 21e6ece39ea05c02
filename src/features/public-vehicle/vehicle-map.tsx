/**
 * The location page's map: the vehicle's last recorded position and the viewer's own, on
 * satellite imagery from the runtime configuration. maplibre-gl is a dynamic import, so it
 * loads on this page only; until it has loaded, and where it cannot load or draw, the
 * positions stand on a plain background (PlainMap) and the page keeps all its text.
 */
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { mapConfig } from '@/lib/environments';
import type { Point } from './geo';
import { PlainMap } from './plain-map';

const MaplibreMap = lazy(() => import('./maplibre-map'));

/** A map chunk that cannot be fetched (offline before it was cached) falls back like a map that cannot draw. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function VehicleMap({ vehicle, viewer }: { vehicle: Point; viewer: Point | null }) {
  const [cannotDraw, setCannotDraw] = useState(false);
  const [noImagery, setNoImagery] = useState(false);
  const onFail = useCallback(() => setCannotDraw(true), []);
  const onNoImagery = useCallback(() => setNoImagery(true), []);
  const config = mapConfig();
  const imageryWanted = Boolean(config.style) || config.satelliteTiles.length > 0;
  const plain = <PlainMap vehicle={vehicle} viewer={viewer} />;
  return (
    <div>
      <div className="pv-map">
        {cannotDraw ? (
          plain
        ) : (
          <FallbackOnError fallback={plain}>
            <Suspense fallback={plain}>
              <MaplibreMap vehicle={vehicle} viewer={viewer} config={config} onFail={onFail} onNoImagery={onNoImagery} />
            </Suspense>
          </FallbackOnError>
        )}
      </div>
      <ul className="pv-legend" aria-label="Map legend">
        <li className="pv-legend-item">
          <span className="pv-marker pv-marker-vehicle" aria-hidden="true" />
          Vehicle (last scan)
        </li>
        {viewer ? (
          <li className="pv-legend-item">
            <span className="pv-marker pv-marker-viewer" aria-hidden="true" />
            You
          </li>
        ) : null}
      </ul>
      {imageryWanted && (noImagery || cannotDraw) ? (
        <p className="pv-text pv-muted">The satellite map is not available right now: the positions are shown on a plain background.</p>
      ) : null}
    </div>
  );
}
