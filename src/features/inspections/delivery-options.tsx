/**
 * "Inspection Delivery Options" (spec 02 points 4, 5, 7, 8; ADR 0022): the report's share link
 * (open, copy; condition writers may revoke it), the e-mail of the report and the dealer report. When the link cannot be had,
 * its two buttons are disabled and the reason is in a popover. An empty address gives the
 * warning "Email address is required"; one that is not an address is refused before any call.
 * Sends go through the outbox after the report's own changes, so offline they are queued.
 */
import { Button, Dialog, Field, Flex, Heading, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureText } from '../../api/failure-text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { WithChakra } from '../../components/ui/with-chakra';
import { showSnackbar } from '../../components/snackbar';
import { emailIssue, emailRequired } from '../../contract/delivery';
import { queueDealerReport, queueEmailReport, reportLinkOptions, revokeReportLink, type DeliveryKind } from './delivery-api';
import { sendErrorText, useDeliveries } from './use-deliveries';
import type { AnyId } from './writes';

export const revokedText = 'The old link no longer works. This is the new one.';

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
      <button type="button" className="insp-button" onClick={() => setOpen(true)}>
        Inspection Delivery Options
      </button>
      {deliveries.pending.map((delivery) => (
        <p key={delivery.recordId} role="status" className="insp-small insp-muted insp-full-row">
          {delivery.text}
        </p>
      ))}
      {/* Chakra's dialog, mounted when opened: the screen itself is drawn before the Chakra system is there. */}
      {open ? (
        <WithChakra>
          <Dialog.Root open onOpenChange={(details) => setOpen(details.open)}>
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content mx="4">
                  <Dialog.Header>
                    <Dialog.Title>Inspection Delivery Options</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="6">
                      <ShareLink vehicleId={vehicleId} canRevoke={canRevoke} />
                      <SendByEmail
                        onSend={async (kind, email) => {
                          const recordId = kind === 'email' ? await queueEmailReport(vehicleId, email) : await queueDealerReport(vehicleId, reportId, email);
                          deliveries.track(recordId, email);
                        }}
                      />
                      {deliveries.pending.map((delivery) => (
                        <Text key={delivery.recordId} fontSize="sm" color="fg.muted">
                          {delivery.text}
                        </Text>
                      ))}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button minH="44px" variant="outline" onClick={() => setOpen(false)}>
                      Close
                    </Button>
                  </Dialog.Footer>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </WithChakra>
      ) : null}
    </>
  );
}

function ShareLink({ vehicleId, canRevoke }: { vehicleId: number; canRevoke: boolean }) {
  const link = useQuery(reportLinkOptions(vehicleId));
  const [confirmRevoke, setConfirmRevoke] = useState(false);
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
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" id={headingId} size="sm">
        Share link
      </Heading>
      {link.isPending ? <Text color="fg.muted">Getting the link…</Text> : null}
      {url ? (
        <Text fontSize="sm" wordBreak="break-all" aria-label="Share link">
          {url}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap" align="center">
        {url ? (
          <Button asChild minH="44px" variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open the report link
            </a>
          </Button>
        ) : (
          <Button minH="44px" variant="outline" disabled>
            Open the report link
          </Button>
        )}
        <Button minH="44px" variant="outline" disabled={!url} onClick={() => void copy()}>
          Copy the report link
        </Button>
        {canRevoke && url ? (
          <Button minH="44px" variant="outline" colorPalette="red" onClick={() => setConfirmRevoke(true)}>
            Revoke the link
          </Button>
        ) : null}
        {link.isError ? (
          <Popover.Root>
            <Popover.Trigger asChild>
              <Button minH="44px" variant="ghost" colorPalette="red">
                Why is the link unavailable?
              </Button>
            </Popover.Trigger>
            <Portal>
              <Popover.Positioner>
                <Popover.Content>
                  <Popover.Arrow />
                  <Popover.Body>
                    <Text color="fg.error">{failureText(link.error)}</Text>
                  </Popover.Body>
                </Popover.Content>
              </Popover.Positioner>
            </Portal>
          </Popover.Root>
        ) : null}
      </Flex>
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
    </Stack>
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
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" id={headingId} size="sm">
        Send by e-mail
      </Heading>
      <Field.Root invalid={invalid !== null}>
        <Field.Label>Email address</Field.Label>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          minH="44px"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(null);
          }}
        />
        {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
      </Field.Root>
      <Flex gap="2" wrap="wrap">
        <Button minH="44px" colorPalette="brand" loading={busy} onClick={() => void send('email')}>
          E-mail the inspection
        </Button>
        <Button minH="44px" variant="outline" colorPalette="brand" loading={busy} onClick={() => void send('dealer')}>
          Send the dealer report
        </Button>
      </Flex>
    </Stack>
  );
}
