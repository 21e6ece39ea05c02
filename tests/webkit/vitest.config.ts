/**
 * The WebKit end-to-end suite (`npm run test:webkit`, after `npm run build`): tests/webkit, in
 * Node, one file at a time (one WebKitWebDriver session each), no retries.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['tests/webkit/**/*.test.ts'],
    fileParallelism: false,
    pool: 'forks',
    // Bounds of a hang on a busy 2-core machine, not waits: every wait in the suite is for a state.
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
