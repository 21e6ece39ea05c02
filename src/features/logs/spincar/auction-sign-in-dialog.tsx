/**
 * What the Spincar log's vehicle link needs before it is followed: the inspections page is
 * an auction staff screen, so an admin following it would land on the access-denied page.
 * This says so, and offers the way there: sign out, and sign in as auction staff of the
 * log's site, after which the sign-in page opens the inspections (its redirect).
 */
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSignOut } from '@/components/app-shell/use-sign-out';
import type { SpincarLogRow } from '@/contract/logs';

export function inspectionsPath(vehicleId: number): string {
  return `/vehicles/${vehicleId}/inspections`;
}

export function AuctionSignInDialog({ row, onClose }: { row: SpincarLogRow & { vehicle_id: number }; onClose: () => void }) {
  const signOut = useSignOut();
  const site = row.site ? `${row.site.code} (${row.site.name})` : 'the vehicle’s site';
  return (
    <ConfirmDialog
      open
      title="Inspections need an auction sign-in"
      confirmLabel="Sign out and sign in as auction staff"
      cancelLabel="Stay here"
      onCancel={onClose}
      onConfirm={() => void signOut({ mode: 'auction', redirect: inspectionsPath(row.vehicle_id) })}
    >
      <p className="lc-dialog-text">
        The inspections of vehicle {row.vehicle_id} are a screen for auction staff, and you are signed in as an admin. To see them, sign in with Auction Staff
        Sign In at {site}: the console then opens them.
      </p>
    </ConfirmDialog>
  );
}
