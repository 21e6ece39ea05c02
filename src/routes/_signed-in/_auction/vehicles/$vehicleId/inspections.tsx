import { createFileRoute } from '@tanstack/react-router';
import { InspectionPage } from '@/features/inspections/inspection-page';
import { inspectionStateOptions } from '@/features/inspections/queries';
import { isOnline } from '@/offline/connection';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/inspections')({
  staticData: { title: 'Vehicle Inspection' },
  // The loader travels with the page's code, not in the entry: its read brings the inspection
  // contract and rules (10 KB) that no other screen's start needs. The boot script fetches that
  // chunk with the page (scripts/boot-preload.ts), so a cold start waits no longer for it.
  codeSplitGroupings: [['loader', 'component']],
  // Start the read beside the page's code; a failure is the page's to show, from the device's
  // copy when it has one. Offline, the page's own query tries once it is drawn, not before.
  loader: ({ context, params }) => {
    if (isOnline()) void context.queryClient.prefetchQuery(inspectionStateOptions(params.vehicleId));
  },
  component: function InspectionsRoute() {
    const { vehicleId } = Route.useParams();
    return <InspectionPage vehicleId={vehicleId} />;
  },
});
