/**
 * The head of the inspection screen: the vehicle's
 * photos, lane position, year/make/model, serial number, odometer, consignor, stock number and
 * date, who inspected it, keys, drivable, and the body type at an autograde site.
 *
 * "Inspected By" names who wrote the report shown (`report`): the original's author on the
 * Original view; on the Approved one the user who approved it, whom the server records as the
 * approved report's creator (server/inspections/writes.ts `approve`).
 */
import { formatKeys } from '@/contract/inspection-rules';
import type { InspectionVehicle } from '@/contract/inspections';
import { formatStockDate } from '@/lib/dates';
import { lineupText } from '@/lib/lineup';
import type { ShownReport, VehicleFields } from './overlay';
import { PhotoGallery } from './photo-gallery';
import { bodyTypeText } from './body-type';
import { Heading } from '@/components/ui/heading';
import { Badge } from '@/components/ui/badge';
import { Fact } from '@/components/fact';

const drivableText = (drivable: number | null) => (drivable === 1 ? 'Yes' : drivable === 0 ? 'No' : '');

export function InspectionHeader({
  state,
  fields,
  report,
  autograde,
}: {
  state: InspectionVehicle;
  fields: VehicleFields;
  /** The report shown: the current one, or its original when the toggle says so. */
  report: ShownReport | null;
  autograde: boolean;
}) {
  const position = state.vehicle_positions[0];
  const odometer = state.mileage != null ? `${state.mileage.toLocaleString('en-US')} ${state.odometer_uom ?? ''}`.trim() : '';
  const title = [state.autoyear, state.automake, state.automodel].filter(Boolean).join(' ');
  return (
    <section className="insp-stack" aria-label="Vehicle">
      <PhotoGallery images={state.vehicle_images} />
      <div>
        <Badge size="lg" colorPalette={position ? 'blue' : 'gray'}>
          {lineupText(position, state.install_info?.timezone ?? undefined)}
        </Badge>
      </div>
      <Heading as="h2" size="md">
        {title || `Vehicle ${state.vehicle_id}`}
      </Heading>
      <dl className="insp-facts">
        <Fact label="Serial #" value={state.vin ?? ''} />
        <Fact label="Odometer" value={odometer} />
        <Fact label="Consignor" value={state.seller?.dealer_name ?? ''} />
        <Fact label="Stock #" value={state.stock_number ?? ''} />
        <Fact label="Stock Date" value={formatStockDate(state.stocked_date)} />
        <Fact label="Inspected By" value={report?.createdBy ?? ''} />
        <Fact label="Keys" value={formatKeys(fields.keys_count)} />
        <Fact label="Drivable" value={drivableText(fields.drivable)} />
        {autograde ? <Fact label="Body Type" value={bodyTypeText(fields.body_type, state.body_styles)} /> : null}
      </dl>
    </section>
  );
}
