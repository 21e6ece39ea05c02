/** What the top bar says about the outbox and the connection (outbox-status.tsx shows it). */
import type { OutboxCounts } from '@/offline/use-outbox';

export type OutboxTone = 'ok' | 'busy' | 'offline' | 'attention';

export interface OutboxStatusText {
  /** Short text beside the dot. */
  short: string;
  /** The button's accessible name: everything a screen reader user needs. */
  label: string;
  tone: OutboxTone;
}

export function outboxStatusText(counts: OutboxCounts, online: boolean, uploadPercent: number | null): OutboxStatusText {
  const connection = online ? 'Online' : 'Offline';
  const parts = [connection];
  if (counts.waiting > 0) parts.push(`${counts.waiting} waiting`);
  if (counts.sending > 0) parts.push(uploadPercent === null ? 'sending' : `sending ${uploadPercent}%`);
  if (counts.attention > 0) parts.push(`${counts.attention} need${counts.attention === 1 ? 's' : ''} attention`);
  const label = `Outbox: ${parts.join(', ')}`;

  if (counts.attention > 0) return { short: `${counts.attention} need attention`, label, tone: 'attention' };
  if (!online) return { short: counts.waiting > 0 ? `Offline · ${counts.waiting}` : 'Offline', label, tone: 'offline' };
  if (counts.waiting > 0) {
    const progress = counts.sending > 0 && uploadPercent !== null ? ` · ${uploadPercent}%` : '';
    return { short: `Sending ${counts.waiting}${progress}`, label, tone: 'busy' };
  }
  return { short: 'All saved', label, tone: 'ok' };
}
