// Finds the Chromium the end-to-end tests drive: Playwright's own browser when it
// is installed, else Debian's /usr/bin/chromium (Playwright's download cannot be used here).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const installCommand = 'apt-get update && apt-get install -y chromium';

export function chromiumPath() {
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // No browser of Playwright's own: fall through to the system one.
  }
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}
