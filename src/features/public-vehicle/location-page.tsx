/**
 * The public location page (/dealers/locationHistory/{siteCode}/{vehicleHash}): the vehicle's
 * photo and details, its last recorded position on a satellite map with the viewer's own
 * position, chips for the last scan (time, event, accuracy) and three messages:
 * "Vehicle does not exist" (the link fails), "No location available for this vehicle" (no
 * scan) and "Your current position is not available" (no geolocation).
 */
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/api/http';
import type { LocationHistory, LocationScan } from '@/contract/public-vehicle';
import type { PublicLink } from './api';
import { distanceMetres, formatDistance, nearbyMetres, type Point } from './geo';
import { locationMessages, scanChips } from './location-texts';
import { PublicFrame, SiteLogo, PublicLoading } from './public-frame';
import { locationHistoryOptions } from './queries';
import { useViewerPosition } from './use-viewer-position';
import { VehicleMap } from './vehicle-map';
import { vehicleTitle } from './vehicle-title';

export function PublicLocationPage({ link }: { link: PublicLink }) {
  const history = useQuery(locationHistoryOptions(link));
  const viewer = useViewerPosition();
  const title = history.data ? vehicleTitle(history.data) : undefined;
  const last = history.data?.coordinate_history[0];
  const messages = locationMessages({ failed: history.isError, scans: history.data?.coordinate_history.length ?? 0, viewer: viewer.state });
  return (
    <PublicFrame kind="Vehicle Location" vehicle={title}>
      <PublicLoading read={history} what="the vehicle's location history" verb="loads" />
      {messages.error ? (
        <>
          <p className="pv-error" role="alert">
            {messages.error}
          </p>
          <button type="button" className="pv-button" onClick={() => void history.refetch()}>
            Try again
          </button>
        </>
      ) : null}
      {history.data ? (
        <>
          <div className="pv-vehicle">
            <VehiclePhoto vehicle={history.data} title={title ?? 'Vehicle'} />
            <div>
              <SiteLogo src={apiUrl(`/v3/images/site/${encodeURIComponent(link.siteCode)}/auction_logo`)} />
              <h1 className="pv-title">{title}</h1>
              {history.data.vin ? <p className="pv-subtitle">VIN {history.data.vin}</p> : null}
              {last ? (
                <ul className="pv-chips" aria-label="Last scan">
                  {scanChips(last).map((chip) => (
                    <li key={chip.label} className="pv-chip">
                      <span className="pv-chip-label">{chip.label}</span>
                      <span>{chip.value}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {messages.notes.map((note) => (
                <p key={note} className="pv-note" role="status">
                  {note}
                </p>
              ))}
            </div>
          </div>
          {last ? <LastPosition last={last} viewer={viewer.position} /> : null}
        </>
      ) : null}
    </PublicFrame>
  );
}

function VehiclePhoto({ vehicle, title }: { vehicle: LocationHistory; title: string }) {
  const sizes = vehicle.vehicle_image_main_strict?.other_sizes;
  const src = sizes?.large ?? sizes?.original;
  if (!src) return <div className="pv-no-photo">No photo</div>;
  return <img className="pv-vehicle-photo" src={apiUrl(src)} alt={`Photo of the ${title}`} referrerPolicy="no-referrer" />;
}

function LastPosition({ last, viewer }: { last: LocationScan; viewer: Point | null }) {
  const distance = viewer ? distanceMetres(last, viewer) : null;
  return (
    <section className="pv-position" aria-label="Last recorded position">
      <VehicleMap vehicle={last} viewer={viewer} />
      {distance !== null ? (
        <p className="pv-text pv-muted">
          {distance <= nearbyMetres
            ? `You are about ${formatDistance(distance)} from the vehicle.`
            : `You are ${formatDistance(distance)} away from the vehicle.`}
        </p>
      ) : null}
    </section>
  );
}
