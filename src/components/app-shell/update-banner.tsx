/**
 * "A new version is available" (the service worker's prompt flow, src/pwa): shown while a
 * new version waits; it is applied only when the user chooses, never in the middle of a
 * form, and never while the outbox is sending (a reload would cut an upload in flight).
 */
import { Notice } from '@/components/ui/notice';
import { Button } from '@/components/ui/button';
import { countRecords, useOutboxRecords } from '@/offline/use-outbox';
import { useUpdateWaiting } from '@/pwa/use-update-waiting';

/**
 * Reloads into the waiting version. Imported when pressed: the registration module (and
 * workbox-window) load after the first page, so they stay out of the shell's chunk.
 */
function applyUpdate(): void {
  void import('@/pwa/register-sw').then((module) => module.applyUpdate());
}

export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  const records = useOutboxRecords();
  const sending = records.status === 'ready' && countRecords(records.value).sending > 0;
  if (!waiting) return null;
  return (
    <Notice
      status="info"
      className="shell-update-banner"
      data-snapshot="omit"
      action={
        <Button size="sm" colorPalette="brand" onClick={applyUpdate} disabled={sending}>
          Reload
        </Button>
      }
    >
      A new version is available{sending ? ': it can be applied once the changes being sent have arrived.' : '.'}
    </Notice>
  );
}
