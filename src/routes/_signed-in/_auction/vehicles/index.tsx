import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { currentSiteCode } from '@/auth/current-site';
import { listPageOptions } from '@/components/data-list/list-read';
import { vehicleList, vehiclesRouteSearch } from '@/features/vehicles/list/vehicle-list';
import { VehiclesPage } from '@/features/vehicles/list/vehicles-page';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/')({
  // Drawn in plain CSS (ADR 0046): the shell shows it without waiting for the Chakra system.
  staticData: { title: 'Vehicles' },
  validateSearch: vehiclesRouteSearch,
  search: { middlewares: vehicleList.middlewares },
  // The list's state without `scan` (ADR 0093), which is no part of it.
  loaderDeps: ({ search: { scan: _scan, ...list } }) => list,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(vehicleList, deps, currentSiteCode(context.session()))),
  component: function VehiclesRoute() {
    const { scan, ...search } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Drop `scan` once the scanner is open (replacing the entry), so that Back or a reload does not open the camera again.
    const onScanOpened = useCallback(() => void navigate({ search: (current) => ({ ...current, scan: undefined }), replace: true }), [navigate]);
    return <VehiclesPage search={search} onSearchChange={(next) => void navigate({ search: next })} scanNow={scan === true} onScanOpened={onScanOpened} />;
  },
});
