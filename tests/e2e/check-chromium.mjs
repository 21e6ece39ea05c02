// `npm run test:e2e` starts here: fail early, with the exact install command, when no Chromium is found.
import { chromiumPath, installCommand } from './chromium-path.mjs';

const path = chromiumPath();
if (!path) {
  console.error(`No Chromium found for the end-to-end tests.\nInstall Debian's Chromium with:\n\n  ${installCommand}\n`);
  process.exit(1);
}
console.log(`End-to-end tests use Chromium at ${path}`);
