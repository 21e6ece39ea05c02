/** A committed write survives a power loss: with WAL, that takes synchronous = FULL (ADR 0024). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './connection.ts';

it('opens the database in WAL mode with synchronous = FULL', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-durability-'));
  const db = openDatabase(join(folder, 'db.sqlite'));
  try {
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 is FULL: the WAL is synced at every commit, not only at checkpoints (NORMAL, 1).
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    db.$client.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
