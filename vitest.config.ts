import { defineConfig } from 'vitest/config';

/** Two projects: the PWA's code in happy-dom, the reference server's in node. */
export default defineConfig({
  test: {
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
