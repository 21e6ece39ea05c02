/**
 * The retry of a Flumbus log (PUT /v3/admin/flumbus/{id} {status: "new"}), asked first: the
 * log to confirm, the confirmed call, and what follows it: a success or error snackbar
 * and every Flumbus list and log read again, so the row shows the server's state.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showSnackbar } from '@/components/snackbar';
import type { FlumbusLog } from '@/contract/flumbus';
import { resetFlumbusLog } from './api';
import { flumbusWriteInvalidates } from './queries';

export function useResetLog() {
  const [asking, setAsking] = useState<FlumbusLog | null>(null);
  const reset = useMutation({
    mutationFn: (log: FlumbusLog) => resetFlumbusLog(log.id),
    // A write of an online-only screen: it fails at once without a connection, never waits to be replayed.
    networkMode: 'always',
    onSuccess: (_, log) => showSnackbar({ severity: 'success', message: `Flumbus log ${log.id} was reset to new.` }),
    onError: (error, log) => showSnackbar({ severity: 'error', message: `Flumbus log ${log.id} was not reset: ${error.message}` }),
    // Read again after a refusal too: the server's reason is often that the log moved on.
    meta: { invalidates: flumbusWriteInvalidates, invalidatesOnError: true },
  });
  return {
    /** The log waiting for the user's answer. */
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) reset.mutate(asking);
      setAsking(null);
    },
    pending: reset.isPending,
    /** The log being reset now (its Retry is busy, and keeps the focus). */
    resetting: reset.isPending ? reset.variables.id : null,
  };
}
