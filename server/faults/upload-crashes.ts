/**
 * Crashes and holds at a photo upload's moments, for the tests (LOT_TEST_FAULTS=1 only): the
 * upload routes call Deps.uploadMoments where a real crash would hurt most (a file stored but
 * its row not committed; a row committed but its answer not sent), and test-faults.ts fills it
 * with these. When the end-to-end or crash test has armed a point (`POST /__test/crash`) for a
 * path, the process either kills itself with SIGKILL (no cleanup, no flush, as a power cut or
 * the OOM killer would), or holds the request there until the test releases it (what another
 * process does meanwhile can then be tested against a write caught half-way).
 */
import { uploadKinds, type UploadKind, type UploadMoments } from '../http/context.ts';

/** A point to arm: an upload's kind and its moment (after the file, after the commit). */
export type CrashPoint = `${UploadKind}:${'after-file' | 'after-commit'}`;

export const crashPoints: readonly CrashPoint[] = uploadKinds.flatMap((kind) => [`${kind}:after-file`, `${kind}:after-commit`] as const);

interface Armed {
  point: CrashPoint;
  pathPrefix: string;
  action: 'kill' | 'hold';
}

/** One app's crash points: the upload moments that reach them, and what arms and releases them. */
export function uploadCrashes() {
  let armed: Armed | null = null;
  const held: (() => void)[] = [];

  const reach = (point: CrashPoint, path: string): Promise<void> | undefined => {
    if (armed === null || armed.point !== point || !path.startsWith(armed.pathPrefix)) return undefined;
    if (armed.action === 'hold') {
      armed = null;
      return new Promise((resume) => held.push(resume));
    }
    process.kill(process.pid, 'SIGKILL');
    return undefined;
  };

  const moments: UploadMoments = {
    fileStored: (kind, path) => reach(`${kind}:after-file`, path),
    rowCommitted: (kind, path) => reach(`${kind}:after-commit`, path),
  };

  return {
    moments,
    /** The next upload under `pathPrefix` that reaches `point` is killed with its process, or held. */
    arm(point: CrashPoint, pathPrefix: string, action: Armed['action']): void {
      armed = { point, pathPrefix, action };
    },
    /** How many requests are held at a crash point. */
    heldCount: (): number => held.length,
    /** Lets every held request go on; answers how many there were. */
    releaseHeld(): number {
      const released = held.splice(0);
      for (const resume of released) resume();
      return released.length;
    },
  };
}
