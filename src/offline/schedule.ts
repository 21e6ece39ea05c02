/**
 * Which records may be sent now: the pure heart of the sync engine, tested on its own.
 *
 * Within a group (one vehicle) records go strictly in the order they were made: only the
 * first pending record of a group may be sent, and only when its retry time has come and
 * nothing of that group is in flight. A record that needs the user's attention (refused, or
 * in conflict) does not
 * hold up the others, except those that depend on it: records of the same resource and
 * records that use an id it was to create. Those wait with it.
 */
import type { OutboxRecord } from './record';
import { tempIdsUsed } from './temp-ids';

export interface Schedule {
  /** Records to send now, at most one per group. */
  ready: OutboxRecord[];
  /** Earliest time a waiting head becomes due, or null when nothing waits on time. */
  wakeAt: number | null;
  /** Ids of records held back by a record that needs attention. */
  heldBack: number[];
}

export function schedule(records: readonly OutboxRecord[], now: number, busyGroups: ReadonlySet<string>): Schedule {
  const groups = new Map<string, OutboxRecord[]>();
  for (const record of [...records].sort((a, b) => a.id - b.id)) {
    if (record.state === 'done') continue;
    const list = groups.get(record.group) ?? [];
    list.push(record);
    groups.set(record.group, list);
  }

  const ready: OutboxRecord[] = [];
  const heldBack: number[] = [];
  let wakeAt: number | null = null;

  for (const [group, list] of groups) {
    const blockedResources = new Set<string>();
    const blockedTempIds = new Set<string>();
    const block = (record: OutboxRecord) => {
      if (record.resource) blockedResources.add(record.resource);
      if (record.creates) blockedTempIds.add(record.creates.tempId);
    };
    for (const record of list) {
      if (record.state === 'needs-attention' || record.state === 'conflict') {
        block(record);
        continue;
      }
      const dependsOnBlocked =
        (record.resource !== null && blockedResources.has(record.resource)) || tempIdsUsed(record).some((tempId) => blockedTempIds.has(tempId));
      if (dependsOnBlocked) {
        heldBack.push(record.id);
        block(record);
        continue;
      }
      // The group's head: it alone may go, and everything behind it waits for it.
      if (!busyGroups.has(group)) {
        if (record.nextAttemptAt <= now) ready.push(record);
        else wakeAt = Math.min(wakeAt ?? Infinity, record.nextAttemptAt);
      }
      break;
    }
  }
  return { ready, wakeAt, heldBack };
}
