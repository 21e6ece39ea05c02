import { defineConfig } from 'vitest/config';

/** Two projects: the PWA's code in happy-dom, the reference server's in node. */
export default defineConfig({
  test: {
    // Three at a time: Vitest's default is one fewer than the cores, one on this 2-core CI
    // machine, and much of a test's time is waiting (a server process, a database, a worker
    // thread): 246 s one at a time, 186 s two at a time (2026-11-26); on 2026-11-27, side by
    // side, 143 s two at a time and 126-138 s three at a time.
    maxWorkers: 3,
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Whole-app renders on a busy 2-core machine: a slow run is not a failure.
          testTimeout: 15_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
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
