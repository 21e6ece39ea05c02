// `npm run test:e2e` starts here: fail early, with the exact install command, when no Chromium is found.
import { chromiumPath, installCommand, testChromiumPath } from './chromium-path.mjs';

const path = testChromiumPath();
const full = chromiumPath();
if (path === null || full === null) {
  console.error(
    `No Chromium found for the end-to-end tests (the PDF viewer test needs the full browser).\nInstall Debian's Chromium with:\n\n  ${installCommand}\n`,
  );
  process.exit(1);
}
console.log(`End-to-end tests run in ${path ?? "Playwright's own headless shell"}, the PDF viewer test in ${full}`);
// The full browser chosen for want of a shell, not through CHROMIUM_PATH: say how to get the faster one.
if (path === full && !process.env.CHROMIUM_PATH)
  console.log(`No headless shell found: the full browser is slower (ADR 0051). For the headless shell:\n\n  ${installCommand}\n`);
