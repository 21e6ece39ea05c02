import { createFileRoute } from '@tanstack/react-router';
import { currentSiteCode } from '@/auth/current-site';
import { listPageOptions } from '@/components/data-list/list-read';
import { vehicleList } from '@/features/vehicles/list/vehicle-list';
import { VehiclesPage } from '@/features/vehicles/list/vehicles-page';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/')({
  // Drawn in plain CSS (ADR 0046): the shell shows it without waiting for the Chakra system.
  staticData: { title: 'Vehicles' },
  validateSearch: vehicleList.search,
  search: { middlewares: vehicleList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(vehicleList, deps, currentSiteCode(context.session()))),
  component: function VehiclesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <VehiclesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
