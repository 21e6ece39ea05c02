/**
 * The location page's map drawn by maplibre-gl. Only VehicleMap imports this module, and
 * only dynamically: maplibre (about 300 KB gzip) and its CSS load on this page alone. Its
 * worker is a separate module file, located explicitly after bundling.
 *
 * `onFail` is called when the browser cannot draw it (no WebGL 2); the page then keeps the
 * positions on a plain background (PlainMap). Imagery that does not load leaves the style's
 * plain background under the markers.
 */
import { LngLatBounds, Map as MapLibre, Marker, NavigationControl, ScaleControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import type { MapConfig } from '@/contract/map-config';
import { distanceMetres, nearbyMetres, type Point } from './geo';
import { mapStyle } from './map-style';
import { markerElement } from './markers';

setWorkerUrl(workerUrl);

interface MaplibreMapProps {
  vehicle: Point;
  viewer: Point | null;
  config: MapConfig;
  onFail: () => void;
  /** Imagery was asked for and none of it came (offline, blocked, wrong URL). */
  onNoImagery: () => void;
}

export default function MaplibreMap({ vehicle, viewer, config, onFail, onNoImagery }: MaplibreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const viewerMarker = useRef<Marker | null>(null);
  const fitted = useRef(false);
  const { latitude, longitude } = vehicle;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let drawn: MapLibre;
    try {
      drawn = new MapLibre({
        container: element,
        style: mapStyle(config),
        center: [longitude, latitude],
        zoom: 18,
        maxZoom: 21,
        attributionControl: { compact: true },
        // One finger scrolls the page on a phone; two move the map.
        cooperativeGestures: true,
      });
    } catch {
      onFail();
      return;
    }
    drawn.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // Distances read on the plain background too, when no imagery shows the lot.
    drawn.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    // A tile that fails is expected offline: listening keeps maplibre from logging each one.
    let imagery = false;
    drawn.on('sourcedata', (event) => {
      if (event.tile) imagery = true;
    });
    drawn.on('error', () => {
      if (!imagery) onNoImagery();
    });
    new Marker({ element: markerElement('vehicle') }).setLngLat([longitude, latitude]).addTo(drawn);
    map.current = drawn;
    return () => {
      drawn.remove();
      map.current = null;
      viewerMarker.current = null;
      fitted.current = false;
    };
  }, [latitude, longitude, config, onFail, onNoImagery]);

  const viewerLatitude = viewer?.latitude;
  const viewerLongitude = viewer?.longitude;
  useEffect(() => {
    const drawn = map.current;
    if (!drawn) return;
    if (viewerLatitude === undefined || viewerLongitude === undefined) {
      viewerMarker.current?.remove();
      viewerMarker.current = null;
      return;
    }
    viewerMarker.current ??= new Marker({ element: markerElement('viewer') }).setLngLat([viewerLongitude, viewerLatitude]).addTo(drawn);
    viewerMarker.current.setLngLat([viewerLongitude, viewerLatitude]);
    // Both in view once, when the viewer is first located nearby; after that the visitor moves the map.
    if (!fitted.current && distanceMetres({ latitude, longitude }, { latitude: viewerLatitude, longitude: viewerLongitude }) <= nearbyMetres) {
      fitted.current = true;
      const bounds = new LngLatBounds([longitude, latitude], [longitude, latitude]).extend([viewerLongitude, viewerLatitude]);
      // More room at the bottom: the imagery credit sits there.
      drawn.fitBounds(bounds, { padding: { top: 56, right: 56, bottom: 96, left: 56 }, maxZoom: 19, duration: 0 });
    }
  }, [viewerLatitude, viewerLongitude, latitude, longitude]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} role="region" aria-label="Map of the vehicle’s position" />;
}
