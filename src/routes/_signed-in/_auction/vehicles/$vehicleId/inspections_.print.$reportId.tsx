import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PrintPage } from '@/features/inspections/print-page';

/** `exclude=1`: the dealer-facing copy (no charges, no costs; ADR 0021). Anything else is the full report. */
const PrintSearch = v.object({ exclude: v.fallback(v.optional(v.picklist([1, '1', 0, '0'])), undefined) });

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/inspections_/print/$reportId')({
  staticData: { title: 'Vehicle Condition Report' },
  validateSearch: (search) => v.parse(PrintSearch, search),
  component: function PrintRoute() {
    const { vehicleId, reportId } = Route.useParams();
    const { exclude } = Route.useSearch();
    return <PrintPage vehicleId={vehicleId} reportId={reportId} exclude={exclude === 1 || exclude === '1'} />;
  },
});
