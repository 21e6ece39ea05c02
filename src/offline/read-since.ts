/**
 * A server copy as the outbox's overlays need it: with `readSince`, when its read was sent (this
 * device's clock). A write the outbox finished after that moment may be missing from the copy even
 * though the copy arrived later (the server read before the write committed), so an overlay lays
 * such writes over it from their records until the next read. Taking the copy's arrival instead
 * hid a report or a photo just sent whenever a read was answered after the write (as on
 * reconnecting), until the next read, which a server that is down never gives.
 */
export type ReadSince<T extends object> = T & { readSince: number };

/** Runs a read, stamped with when it was sent. */
export async function readStamped<T extends object>(read: () => Promise<T>): Promise<ReadSince<T>> {
  const readSince = Date.now();
  return { ...(await read()), readSince };
}

/**
 * When the copy was read, as an overlay needs it: when its read was sent; for a copy without the
 * stamp (a test's, or one cached some other way), when it arrived.
 */
export const readAt = (copy: object | undefined, dataUpdatedAt: number): number =>
  copy && 'readSince' in copy && typeof copy.readSince === 'number' ? copy.readSince : dataUpdatedAt;
