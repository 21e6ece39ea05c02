/**
 * "Something was queued": tells the sending tab, whichever it is, to look at the queue
 * now instead of at its next timer. Within the tab through a listener, across tabs
 * through a BroadcastChannel (the sender may be another tab of the same browser).
 */
const channelName = 'lot-console-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel === null && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = () => notify();
  }
  return channel;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function kickSender(): void {
  notify();
  openChannel()?.postMessage('kick');
}

export function onKick(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
