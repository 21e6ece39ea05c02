/**
 * The top bar's outbox indicator: online or offline, how many changes wait, upload
 * progress, and a warning colour when the server refused something. It opens the outbox.
 * Plain elements (app-shell.css): it is part of the shell drawn before Chakra.
 */
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import { useOnline } from '@/offline/connection';
import { progressPercent, useUploadProgress } from '@/offline/progress';
import { countRecords, useOutboxRecords } from '@/offline/use-outbox';
import { outboxStatusText } from './outbox-status-text';
import { Button } from '@/components/ui/button';

function usePercent(): number | null {
  const progress = useUploadProgress();
  let loaded = 0;
  let total = 0;
  for (const item of progress.values()) {
    loaded += item.loaded;
    total += item.total;
  }
  return progressPercent({ loaded, total });
}

export function OutboxStatus() {
  const records = useOutboxRecords();
  const online = useOnline();
  const percent = usePercent();
  const outbox = records.status === 'ready' ? countRecords(records.value) : records.status === 'error' ? 'unreadable' : 'reading';
  const status = outboxStatusText({ outbox, online, uploadPercent: percent });
  const detailsId = useId();
  // Named by what it shows ("Outbox: Sending 3"), so a voice-control user can say it; the full
  // status is its description (and its tooltip).
  return (
    <Button asChild variant="ghost" className="shell-button shell-outbox">
      <RouterLink
        to="/outbox"
        data-snapshot="hide"
        data-tone={status.tone}
        aria-label={`Outbox: ${status.short}`}
        aria-describedby={detailsId}
        title={status.label}
      >
        <span className="shell-outbox-dot" aria-hidden="true" />
        <span className="shell-button-text">{status.short}</span>
        <span id={detailsId} hidden>
          {status.label}
        </span>
      </RouterLink>
    </Button>
  );
}
