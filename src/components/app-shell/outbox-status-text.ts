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

/** What the top bar knows: the outbox as read, the connection, the uploads' progress. */
export interface OutboxState {
  /**
   * The outbox's counts once read; `reading` in the first moments after a load and `unreadable`
   * when this device's outbox cannot be read: the bar then says only the connection, or that the
   * outbox cannot be read, never "All saved" for changes it has not seen.
   */
  outbox: OutboxCounts | 'reading' | 'unreadable';
  online: boolean;
  /** The uploads' progress in percent, or null when none reports any. */
  uploadPercent: number | null;
}

export function outboxStatusText({ outbox, online, uploadPercent }: OutboxState): OutboxStatusText {
  const connection = online ? 'Online' : 'Offline';
  if (outbox === 'unreadable')
    return { short: 'Outbox unreadable', label: `Outbox: ${connection}, the outbox on this device cannot be read`, tone: 'attention' };
  if (outbox === 'reading') return { short: connection, label: `Outbox: ${connection}, reading the outbox`, tone: online ? 'ok' : 'offline' };
  const counts = outbox;
  const parts = [connection];
  if (counts.waiting > 0) parts.push(`${counts.waiting} waiting`);
  if (counts.sending > 0) parts.push(uploadPercent === null ? 'sending' : `sending ${uploadPercent}%`);
  const attention = `${counts.attention} need${counts.attention === 1 ? 's' : ''} attention`;
  if (counts.attention > 0) parts.push(attention);
  const label = `Outbox: ${parts.join(', ')}`;

  if (counts.attention > 0) return { short: attention, label, tone: 'attention' };
  if (!online) return { short: counts.waiting > 0 ? `Offline · ${counts.waiting}` : 'Offline', label, tone: 'offline' };
  if (counts.waiting > 0) {
    const progress = counts.sending > 0 && uploadPercent !== null ? ` · ${uploadPercent}%` : '';
    return { short: `Sending ${counts.waiting}${progress}`, label, tone: 'busy' };
  }
  return { short: 'All saved', label, tone: 'ok' };
}

/**
 * What the sign-in page adds to "Your session has expired" when changes were waiting (or need
 * attention) on the device: they are kept, and sent when that user signs in again. Null when none.
 */
export function keptAfterExpiryText(counts: OutboxCounts | null, name: string | null): string | null {
  const kept = counts === null ? 0 : counts.waiting + counts.attention;
  if (kept === 0) return null;
  const who = name ?? 'you';
  return kept === 1
    ? `1 change made on this device is kept: it is sent when ${who} signs in again.`
    : `${kept} changes made on this device are kept: they are sent when ${who} signs in again.`;
}
