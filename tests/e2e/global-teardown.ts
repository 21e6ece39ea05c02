import { rmSync } from 'node:fs';

/** Removes the temporary database and photos of the run (playwright.config.ts made the folder). */
export default function teardown() {
  const folder = process.env.E2E_DATA_DIR;
  if (folder?.includes('lot-console-e2e-')) rmSync(folder, { recursive: true, force: true });
}
