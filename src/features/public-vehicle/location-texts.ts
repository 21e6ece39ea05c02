/**
 * The texts of the public location page: its three messages, chosen from what
 * loaded, and the chips of the last scan.
 */
import type { LocationScan } from '@/contract/public-vehicle';
import { formatTimestamp } from '@/lib/dates';
import { formatDistance } from './geo';

export const vehicleMissing = 'Vehicle does not exist';
export const noLocation = 'No location available for this vehicle';
export const noViewerPosition = 'Your current position is not available';

export type ViewerState = 'pending' | 'available' | 'unavailable';

export interface LocationMessages {
  /** In red, instead of the page: the link names no vehicle (or could not be read). */
  error: string | null;
  /** Under the vehicle: what the map cannot show. */
  notes: string[];
}

export function locationMessages(state: { failed: boolean; scans: number; viewer: ViewerState }): LocationMessages {
  if (state.failed) return { error: vehicleMissing, notes: [] };
  const notes: string[] = [];
  if (state.scans === 0) notes.push(noLocation);
  if (state.viewer === 'unavailable') notes.push(noViewerPosition);
  return { error: null, notes };
}

export interface Chip {
  label: string;
  value: string;
}

/** Last scanned time, scan event and scan accuracy in metres, of the newest scan. */
export function scanChips(scan: LocationScan): Chip[] {
  const accuracy = scan.accuracy == null || !Number.isFinite(scan.accuracy) ? 'unknown' : formatDistance(scan.accuracy);
  return [
    { label: 'Last scanned', value: formatTimestamp(scan.created_at) || scan.created_at },
    { label: 'Scan event', value: scan.event?.vehicle_event_type_name?.trim() || 'Unknown' },
    { label: 'Accuracy', value: accuracy },
  ];
}
