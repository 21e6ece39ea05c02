import { createFileRoute } from '@tanstack/react-router';
import { InspectionPage } from '../../../../../features/inspections/inspection-page';
import { inspectionStateOptions } from '../../../../../features/inspections/queries';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/inspections')({
  staticData: { title: 'Inspections', plainPage: true },
  // Start the read; a failure (offline) is the page's to show, from the device's copy when it has one.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(inspectionStateOptions(params.vehicleId));
  },
  component: function InspectionsRoute() {
    const { vehicleId } = Route.useParams();
    return <InspectionPage vehicleId={vehicleId} />;
  },
});
