import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { VehicleIdParam } from '@/contract/vehicles';

/** Every vehicle screen: the id in the path is a positive whole number, or the page does not exist. */
export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId')({
  params: {
    parse: ({ vehicleId }) => {
      const parsed = v.safeParse(VehicleIdParam, vehicleId);
      if (!parsed.success) throw notFound();
      return { vehicleId: parsed.output };
    },
    stringify: ({ vehicleId }) => ({ vehicleId: String(vehicleId) }),
  },
  // No component: the router renders the child route in place (an Outlet), with no chunk to load.
});
