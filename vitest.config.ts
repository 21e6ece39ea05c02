import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's files first, then the client's. Vitest's own order runs the projects by name, so
 * the server's came last, and on a clean clone (no durations cached) its longest files, which
 * start a server or a child process and wait on it for 25-40 s, were among the last to start: the
 * stage ended on one of them with the other workers idle. The client's hundred short files now
 * fill the end. Within a project, Vitest's order (failed first, then the longest or largest).
 */
class ServerFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => (spec.project.name === 'server' ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const clientTests = ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'];

/**
 * The client's files that need a process of their own, not a VM context in a shared thread
 * (the `vmThreads` pool below): each fails there every time, never by chance, so a file that
 * does belongs here.
 */
const ownProcess = [
  // The device's time zone (vi.stubEnv('TZ')): Node applies a new TZ only on its main thread.
  'src/lib/dates.zone.test.ts',
  'src/components/data-list/date-range.test.ts',
  // A photo's bytes in a Blob: a typed array from the test's context is not one to happy-dom's Blob.
  'src/offline/transport.test.ts',
  // esbuild checks that a TextEncoder's output is a Uint8Array of its own realm.
  'tests/unit/boot-preload.test.ts',
  'tests/unit/chunk-groups.test.ts',
];

/** What both client projects share: the PWA's code in happy-dom, with vite.config.ts's aliases and plugins. */
const client = {
  environment: 'happy-dom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // Whole-app renders on a busy 2-core machine: a slow run is not a failure.
  testTimeout: 15_000,
  hookTimeout: 20_000,
};

/**
 * Three projects: the PWA's code in happy-dom (most of it in VM contexts, the files above in
 * processes), the reference server's in node.
 */
export default defineConfig({
  test: {
    // Three at a time: Vitest's default is one fewer than the cores, one on this 2-core CI
    // machine, and much of a test's time is waiting (a server process, a database, a worker
    // thread): 246 s one at a time, 186 s two at a time (2026-11-26); on 2026-11-27, side by
    // side, 143 s two at a time and 126-138 s three at a time.
    maxWorkers: 3,
    // Measured 2026-11-28 with no cache, alternating: the run lasted 0.50 of its tests' summed time
    // in both runs of this order, 0.53 and 0.55 in Vitest's (the hour moved the runs by a third).
    sequence: { sequencer: ServerFilesFirst },
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          ...client,
          name: 'client',
          include: clientTests,
          exclude: [...configDefaults.exclude, ...ownProcess],
          // Each file still gets a fresh window and fresh modules, in a VM context of a worker
          // thread that keeps happy-dom and the other node_modules loaded: setting up a process,
          // happy-dom and the imports for each of 85 files was half the project's time (ADR 0055).
          pool: 'vmThreads',
        },
      },
      {
        extends: './vite.config.ts',
        test: { ...client, name: 'client-process', include: ownProcess },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each file in a worker thread rather than a process of its own: the same isolation of
          // modules, without starting Node for each of 42 files (2026-11-28, alternating, two runs
          // each: 188 and 192 CPU-s against 200 and 202, wall 100-102 s against 105).
          pool: 'threads',
          globalSetup: ['./server/test/global-setup.ts'],
          // Real work against a real app (PDFs rendered, photos decoded, e-mail sent over SMTP):
          // at load 10 on 2 cores the e-mail tests took over 20 s. A limit, not a wait.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
