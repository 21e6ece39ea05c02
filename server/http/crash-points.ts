/**
 * Test-only crash points (LOT_TEST_FAULTS=1, server/http/test-faults.ts arms them): a write
 * route calls `crashPoint('name', path)` at the moments a real crash would hurt most (a file
 * written but its row not committed; a row committed but its answer not sent). When the
 * end-to-end or crash test has armed that point for that path, the process kills itself with
 * SIGKILL: no cleanup, no flush, as a power cut or the OOM killer would.
 */
interface Armed {
  point: string;
  pathPrefix: string;
}

let armed: Armed | null = null;

export function armCrash(point: string, pathPrefix: string): void {
  armed = { point, pathPrefix };
}

export function disarmCrash(): void {
  armed = null;
}

export function crashPoint(point: string, path: string): void {
  if (armed === null || armed.point !== point || !path.startsWith(armed.pathPrefix)) return;
  process.kill(process.pid, 'SIGKILL');
}
