/**
 * What the timed scripts do in the tablet's page besides timing it: wait for a condition, and
 * make a photo as a camera would (measure-inspection.ts, measure-markup.ts, measure-taps.ts).
 * Page-side code is kept as text: it runs in the browser, and this (node) project has no DOM types.
 */
import type { Page } from '@playwright/test';

/** Waits until `expression` is true in `page` (polled from here: the CSP forbids the page to eval a string). */
export async function waitUntil(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression).catch(() => false))) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** For waitUntil: the top bar's outbox says it has nothing left to send (and the tablet is online). */
export const outboxSent = `document.querySelector('.shell-outbox')?.getAttribute('title') === 'Outbox: Online'`;

export interface CameraPhotoOptions {
  /** The background's hue, or null for none (the encoder's black). */
  hue: number | null;
  /** How many patches of other hues are drawn over it (detail the encoder must keep), and their size. */
  patches?: { count: number; width: number; height: number };
}

/** A camera-like 1600 x 1200 JPEG (quality 0.9), made by the page's own encoder: its bytes. */
export async function cameraPhoto(page: Page, { hue, patches }: CameraPhotoOptions): Promise<Buffer> {
  const background = hue === null ? '' : `g.fillStyle = 'hsl(${hue}, 60%, 45%)';\n      g.fillRect(0, 0, 1600, 1200);`;
  const detail = patches
    ? `for (let i = 0; i < ${patches.count}; i += 1) {
        g.fillStyle = 'hsl(' + ((${hue ?? 0} + i * 7) % 360) + ', 50%, ' + (30 + (i % 40)) + '%)';
        g.fillRect((i * 97) % 1600, (i * 53) % 1200, ${patches.width}, ${patches.height});
      }`
    : '';
  const base64 = await page.evaluate(`(async () => {
      const canvas = new OffscreenCanvas(1600, 1200);
      const g = canvas.getContext('2d');
      ${background}
      ${detail}
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    })()`);
  return Buffer.from(String(base64), 'base64');
}
