// `npm run test:e2e` starts here: fail early, with the exact install command, when no Chromium is found.
import { chromiumPath, installCommand, testChromiumPath } from './chromium-path.mjs';

const path = testChromiumPath();
if (path === null) {
  console.error(`No Chromium found for the end-to-end tests.\nInstall Debian's Chromium with:\n\n  ${installCommand}\n`);
  process.exit(1);
}
console.log(`End-to-end tests run in ${path ?? "Playwright's own headless shell"}`);
if (!chromiumPath()) {
  console.error(`The PDF viewer test needs the full Chromium, and there is none.\nInstall Debian's Chromium with:\n\n  ${installCommand}\n`);
  process.exit(1);
}
if (path === chromiumPath()) console.log(`No headless shell found: the full browser is slower (ADR 0051). For the headless shell:\n\n  ${installCommand}\n`);
