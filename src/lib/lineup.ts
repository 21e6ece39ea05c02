/** The lineup badge of the vehicle screens: lane and run, the sale and its time, or NOT LINED UP. */
import type { VehiclePosition } from '@/contract/vehicles';
import { formatMonthDayTime } from './dates';

export const notLinedUp = 'NOT LINED UP';

/** The lineup badge's text; the sale's time is shown in the site's time zone. */
export function lineupText(position: VehiclePosition | undefined, timeZone?: string): string {
  if (!position) return notLinedUp;
  const run = position.run_sequence ?? position.run_id;
  const place = [position.lane_id != null ? `Lane ${position.lane_id}` : null, run != null ? `Run ${run}` : null].filter(Boolean).join(' · ');
  const event = [position.auction?.event_name, formatMonthDayTime(position.auction?.auction_date, timeZone)].filter(Boolean).join(' · ');
  return [place, event].filter(Boolean).join(' — ') || notLinedUp;
}
