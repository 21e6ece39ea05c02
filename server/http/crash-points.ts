/**
 * Test-only crash points (LOT_TEST_FAULTS=1, server/http/test-faults.ts arms them): a write
 * route calls `await crashPoint('name', path)` at the moments a real crash would hurt most (a
 * file written but its row not committed; a row committed but its answer not sent). When the
 * end-to-end or crash test has armed that point for that path, the process either kills itself
 * with SIGKILL (no cleanup, no flush, as a power cut or the OOM killer would), or holds the
 * request there until the test releases it (what another process does meanwhile can then be
 * tested against a write caught half-way).
 */
interface Armed {
  point: string;
  pathPrefix: string;
  action: 'kill' | 'hold';
}

let armed: Armed | null = null;
const held: (() => void)[] = [];

export function armCrash(point: string, pathPrefix: string, action: Armed['action'] = 'kill'): void {
  armed = { point, pathPrefix, action };
}

export function disarmCrash(): void {
  armed = null;
}

/** How many requests are held at a crash point. */
export const heldCount = (): number => held.length;

/** Lets every held request go on; answers how many there were. */
export function releaseHeld(): number {
  const released = held.splice(0);
  for (const resume of released) resume();
  return released.length;
}

export function crashPoint(point: string, path: string): Promise<void> | undefined {
  if (armed === null || armed.point !== point || !path.startsWith(armed.pathPrefix)) return undefined;
  if (armed.action === 'hold') {
    armed = null;
    return new Promise((resume) => held.push(resume));
  }
  process.kill(process.pid, 'SIGKILL');
  return undefined;
}
