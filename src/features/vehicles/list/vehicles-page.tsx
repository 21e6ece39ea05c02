/**
 * Vehicles (/vehicles): the quick VIN search, the filter panel and the paged, sortable table of the current site's vehicles.
 * `?scan=true` (the top bar's Scan VIN, ADR 0093) opens the box's scanner as the page opens.
 */
import { useMemo } from 'react';
import { currentSiteCode } from '@/auth/current-site';
import { useSession } from '@/auth/use-session';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { QuickVinSearch } from './quick-vin-search';
import { vehicleColumns } from './vehicle-columns';
import { vehicleList, type VehicleListSearch } from './vehicle-list';

export interface VehiclesPageProps {
  search: VehicleListSearch;
  onSearchChange: (next: ListSearchInput<typeof vehicleList.filters>) => void;
  /** Open the scanner now: the top bar's Scan VIN brought the user here for it (ADR 0093). */
  scanNow?: boolean;
  /** The scanner asked by `scanNow` is open. */
  onScanOpened?: () => void;
}

export function VehiclesPage({ search, onSearchChange, scanNow = false, onScanOpened }: VehiclesPageProps) {
  const siteCode = currentSiteCode(useSession());
  const columns = useMemo(() => vehicleColumns(siteCode), [siteCode]);
  return (
    <PageFrame title="Vehicles" actions={<QuickVinSearch siteCode={siteCode} scanNow={scanNow} onScanOpened={onScanOpened} />}>
      <DataList
        list={vehicleList}
        search={search}
        onSearchChange={onSearchChange}
        scope={siteCode}
        columns={columns}
        rowKey={(vehicle) => vehicle.vehicle_id}
        label="Vehicles"
      />
    </PageFrame>
  );
}
