/**
 * The "Inspection Delivery Options" dialog (delivery-options.tsx opens it): the report's share
 * link (open, copy; condition writers may revoke it), the e-mail of the report and the dealer
 * report. The kit's dialog and controls in plain CSS (delivery-dialog.css), like the screen it
 * opens from: it opens offline as soon as the screen is there.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { failureText } from '@/api/failure-text';
import { notSavedText } from '@/components/offline-texts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { showSnackbar } from '@/components/snackbar';
import { emailIssue, emailRequired } from '@/contract/delivery';
import './delivery-dialog.css';
import { reportLinkOptions, revokeReportLink, type DeliveryKind } from './delivery-api';
import { sendErrorText, type useDeliveries } from './use-deliveries';

export const revokedText = 'The old link no longer works. This is the new one.';

/** Why the share link cannot be had: the server's reason, or that it needs the connection (a read: nothing was lost). */
function linkFailureText(error: Error): string {
  return error instanceof ApiError && error.isNetworkError ? notSavedText('the report link', 'loads', 'the link') : error.message;
}

export interface DeliveryDialogProps {
  vehicleId: number;
  /** Condition writers may revoke the link. */
  canRevoke: boolean;
  /** Queues the e-mail of the report or the dealer report to the address. */
  onSend: (kind: DeliveryKind, email: string) => Promise<void>;
  /** The deliveries on their way, and what became of them. */
  pending: ReturnType<typeof useDeliveries>['pending'];
  onClose: () => void;
}

export function DeliveryDialog({ vehicleId, canRevoke, onSend, pending, onClose }: DeliveryDialogProps) {
  return (
    <Dialog title="Inspection Delivery Options" onClose={onClose} closeButton>
      <div className="delivery">
        <ShareLink vehicleId={vehicleId} canRevoke={canRevoke} />
        <SendByEmail onSend={onSend} />
        {pending.map((delivery) => (
          <p key={delivery.recordId} className="delivery-pending">
            {delivery.text}
          </p>
        ))}
      </div>
    </Dialog>
  );
}

function ShareLink({ vehicleId, canRevoke }: { vehicleId: number; canRevoke: boolean }) {
  const link = useQuery(reportLinkOptions(vehicleId));
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [whyShown, setWhyShown] = useState(false);
  const whyId = useId();
  const revoke = async () => {
    setConfirmRevoke(false);
    try {
      await revokeReportLink(vehicleId);
      await link.refetch();
      showSnackbar({ severity: 'success', message: revokedText });
    } catch (error) {
      showSnackbar({ severity: 'error', message: `The link could not be revoked: ${failureText(error)}` });
    }
  };
  const headingId = useId();
  const url = link.data;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar({ severity: 'success', message: 'Link copied' });
    } catch (error) {
      showSnackbar({ severity: 'error', message: `The link could not be copied: ${failureText(error)}` });
    }
  };
  return (
    <section aria-labelledby={headingId} className="delivery-section">
      <Heading as="h3" id={headingId} size="sm">
        Share link
      </Heading>
      {link.isPending ? <p className="delivery-muted">Getting the link…</p> : null}
      {url ? (
        <p className="delivery-url" aria-label="Share link">
          {url}
        </p>
      ) : null}
      <div className="delivery-actions">
        {url ? (
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open the report link
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            Open the report link
          </Button>
        )}
        <Button variant="outline" disabled={!url} onClick={() => void copy()}>
          Copy the report link
        </Button>
        {canRevoke && url ? (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmRevoke(true)}>
            Revoke the link
          </Button>
        ) : null}
        {link.isError ? (
          <Button variant="ghost" colorPalette="red" aria-expanded={whyShown} aria-controls={whyId} onClick={() => setWhyShown((shown) => !shown)}>
            Why is the link unavailable?
          </Button>
        ) : null}
      </div>
      {link.isError && whyShown ? (
        <p id={whyId} className="delivery-why">
          {linkFailureText(link.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmRevoke}
        title="Revoke the link?"
        confirmLabel="Revoke"
        danger
        onCancel={() => setConfirmRevoke(false)}
        onConfirm={() => void revoke()}
      >
        Whoever has this link will no longer see the report. A new link is made for the next delivery.
      </ConfirmDialog>
    </section>
  );
}

function SendByEmail({ onSend }: { onSend: (kind: DeliveryKind, email: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const send = async (kind: DeliveryKind) => {
    const issue = emailIssue(email);
    if (issue === emailRequired) {
      setInvalid(null);
      showSnackbar({ severity: 'warning', message: emailRequired });
      return;
    }
    setInvalid(issue);
    if (issue) return;
    setBusy(true);
    try {
      await onSend(kind, email.trim());
    } catch (error) {
      showSnackbar({ severity: 'error', message: sendErrorText(failureText(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="delivery-section">
      <Heading as="h3" id={headingId} size="sm">
        Send by e-mail
      </Heading>
      <TextField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(null);
        }}
        error={invalid}
      />
      <div className="delivery-actions">
        <Button colorPalette="brand" loading={busy} onClick={() => void send('email')}>
          E-mail the inspection
        </Button>
        <Button variant="outline" colorPalette="brand" loading={busy} onClick={() => void send('dealer')}>
          Send the dealer report
        </Button>
      </div>
    </section>
  );
}
