/**
 * The vehicle summary of the vehicle screens: the lineup
 * badge, year/make/model, Serial #, Odometer, Consignor, Stock # and Stock Date.
 */
import { Badge } from '@/components/ui/badge';
import { Heading } from '@/components/ui/heading';
import { Fact } from '@/components/fact';
import type { VehicleFull } from '@/contract/vehicles';
import { formatStockDate } from '@/lib/dates';
import { lineupText } from '@/lib/lineup';
import './vehicle.css';
import { simpleGrid } from '@/components/ui/simple-grid';

export function VehicleSummary({ vehicle }: { vehicle: VehicleFull }) {
  const position = vehicle.vehicle_positions[0];
  const timeZone = vehicle.install_info?.timezone ?? undefined;
  const odometer = vehicle.mileage != null ? `${vehicle.mileage.toLocaleString('en-US')} ${vehicle.odometer_uom ?? ''}`.trim() : '';
  return (
    <section className="vehicle-section" aria-label="Vehicle summary">
      <Badge size="lg" colorPalette={position ? 'blue' : 'gray'} className="vehicle-lineup">
        {lineupText(position, timeZone)}
      </Badge>
      <Heading as="h2" size="md">
        {[vehicle.autoyear, vehicle.automake, vehicle.automodel].filter(Boolean).join(' ')}
      </Heading>
      <dl className={`${simpleGrid} vehicle-facts`}>
        <Fact label="Serial #" value={vehicle.vin ?? ''} />
        <Fact label="Odometer" value={odometer} />
        <Fact label="Consignor" value={vehicle.seller?.dealer_name ?? ''} />
        <Fact label="Stock #" value={vehicle.stock_number ?? ''} />
        <Fact label="Stock Date" value={formatStockDate(vehicle.stocked_date, timeZone)} />
      </dl>
    </section>
  );
}
