/**
 * The columns of the vehicles list. Cells are plain elements (a page holds up to 25 rows
 * of ten cells, and a Chakra component would resolve its styles
 * per cell at render time); links are styled by the table.
 */
import { RowLink } from '@/components/data-list/row-link';
import { apiUrl } from '@/api/http';
import type { Column } from '@/components/data-list/columns';
import type { VehicleListRow } from '@/contract/vehicles';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { usePainted } from '@/lib/after-paint';
import { inspectionLinkText, locationHistoryPath, NO_INSPECTION } from './vehicle-links';
import type { VehicleListSearch } from './vehicle-list';
import './vehicle-columns.css';

type VehicleSort = NonNullable<VehicleListSearch['sort']>;

/**
 * The thumbnail joins the row the frame after the row was painted, in a box of its size: the
 * first screen's frame need not wait for five thumbnails' requests and decoding (at 4x CPU, the
 * offline reload with no thumbnails at all was about 50 ms faster; issue 16, ADR 0052).
 */
function Thumbnail({ src, alt }: { src: string; alt: string }) {
  const painted = usePainted();
  if (!painted) return <span className="vl-thumb" role="img" aria-label={alt} />;
  return <img className="vl-thumb" src={src} alt={alt} width={64} height={48} loading="lazy" decoding="async" />;
}

function IdCell({ vehicle }: { vehicle: VehicleListRow }) {
  const small = vehicle.vehicle_image_main?.other_sizes.small;
  return (
    <RowLink link={{ to: '/vehicles/$vehicleId', params: { vehicleId: vehicle.vehicle_id } }}>
      {small ? <Thumbnail src={apiUrl(small)} alt={`Vehicle ${vehicle.vehicle_id}`} /> : vehicle.vehicle_id}
    </RowLink>
  );
}

function InspectionCell({ vehicle }: { vehicle: VehicleListRow }) {
  const text = inspectionLinkText(vehicle.inspections);
  return (
    <RowLink link={{ to: '/vehicles/$vehicleId/inspections', params: { vehicleId: vehicle.vehicle_id } }}>
      {text === NO_INSPECTION ? <i>{text}</i> : text}
    </RowLink>
  );
}

function LocationCell({ vehicle, siteCode }: { vehicle: VehicleListRow; siteCode: string | null }) {
  const path = locationHistoryPath(siteCode, vehicle.guid);
  if (!path) return null;
  return (
    <a href={path} target="_blank" rel="noopener noreferrer">
      Location History<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

export function vehicleColumns(siteCode: string | null): Column<VehicleListRow, VehicleSort>[] {
  return [
    { id: 'id', header: 'ID', sort: 'vehicle_id', cell: (vehicle) => <IdCell vehicle={vehicle} />, csv: (vehicle) => vehicle.vehicle_id },
    { id: 'vin', header: 'VIN', nowrap: true, cell: (vehicle) => vehicle.vin },
    { id: 'active', header: 'Active', cell: (vehicle) => vehicle.is_active },
    { id: 'year', header: 'Year', nowrap: true, sort: 'autoyear', cell: (vehicle) => vehicle.autoyear },
    { id: 'make', header: 'Make', sort: 'automake', cell: (vehicle) => vehicle.automake },
    { id: 'model', header: 'Model', sort: 'automodel', cell: (vehicle) => vehicle.automodel },
    { id: 'seller-num', header: 'Seller#', cell: (vehicle) => vehicle.seller?.dealer_num },
    { id: 'seller', header: 'Seller', minWidth: '10rem', cell: (vehicle) => vehicle.seller?.dealer_name },
    {
      id: 'inspection',
      header: 'Inspection',
      nowrap: true,
      cell: (vehicle) => <InspectionCell vehicle={vehicle} />,
      csv: (vehicle) => inspectionLinkText(vehicle.inspections),
    },
    {
      id: 'location',
      header: 'Location History',
      nowrap: true,
      cell: (vehicle) => <LocationCell vehicle={vehicle} siteCode={siteCode} />,
      // The page's address, whole, so it can be opened from the spreadsheet.
      csv: (vehicle) => {
        const path = locationHistoryPath(siteCode, vehicle.guid);
        return path ? window.location.origin + path : null;
      },
    },
  ];
}
