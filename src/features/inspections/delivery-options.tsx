/**
 * "Inspection Delivery Options" (ADR 0022): the report's share link
 * (open, copy; condition writers may revoke it), the e-mail of the report and the dealer report. When the link cannot be had,
 * its two buttons are disabled and "Why is the link unavailable?" shows the reason under it. An empty address gives the
 * warning "Email address is required"; one that is not an address is refused before any call.
 * Sends go through the outbox after the report's own changes, so offline they are queued.
 */
import { useState } from 'react';
import { queueDealerReport, queueEmailReport } from './delivery-api';
import { DeliveryDialog } from './delivery-dialog';
import { useDeliveries } from './use-deliveries';
import type { AnyId } from './writes';
import { Button } from '@/components/ui/button';

interface DeliveryOptionsProps {
  vehicleId: number;
  /** The vehicle's current report (the dealer report names it). */
  reportId: AnyId;
  /** Condition writers may revoke the link. */
  canRevoke: boolean;
}

export function DeliveryOptions({ vehicleId, reportId, canRevoke }: DeliveryOptionsProps) {
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(vehicleId);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Inspection Delivery Options
      </Button>
      {deliveries.pending.map((delivery) => (
        <p key={delivery.recordId} role="status" className="insp-small insp-muted insp-full-row">
          {delivery.text}
        </p>
      ))}
      {open ? (
        <DeliveryDialog
          vehicleId={vehicleId}
          canRevoke={canRevoke}
          pending={deliveries.pending}
          onClose={() => setOpen(false)}
          onSend={async (kind, email) => {
            const recordId = kind === 'email' ? await queueEmailReport(vehicleId, email) : await queueDealerReport(vehicleId, reportId, email);
            deliveries.track(recordId, email);
          }}
        />
      ) : null}
    </>
  );
}
