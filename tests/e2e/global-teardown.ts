import { rmSync } from 'node:fs';

/**
 * Removes the temporary database and photos of the run (playwright.config.ts made the folder).
 * The server may still be finishing a photo's sizes when the last test ends: a folder that
 * fills again while it is removed (ENOTEMPTY) is tried again.
 */
export default function teardown() {
  const folder = process.env.E2E_DATA_DIR;
  if (folder?.includes('lot-console-e2e-')) rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
