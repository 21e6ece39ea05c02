/**
 * The viewer's own position (browser geolocation), followed while the page is open so the
 * marker moves as they walk the lot. 'unavailable' when the browser has no geolocation, the
 * visitor refuses it, or no fix comes; the page then says so and shows the vehicle alone.
 */
import { useEffect, useState } from 'react';
import type { Point } from './geo';
import type { ViewerState } from './location-texts';

export interface ViewerPosition {
  state: ViewerState;
  position: (Point & { accuracy: number }) | null;
}

export function useViewerPosition(): ViewerPosition {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [viewer, setViewer] = useState<ViewerPosition>({ state: supported ? 'pending' : 'unavailable', position: null });
  useEffect(() => {
    if (!supported) return;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => setViewer({ state: 'available', position: { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy } }),
      // A fix already shown stays (a lost signal for a moment); without one, it is unavailable.
      () => setViewer((current) => (current.position ? current : { state: 'unavailable', position: null })),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [supported]);
  return viewer;
}
