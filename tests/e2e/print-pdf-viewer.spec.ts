/**
 * Print in a browser with a PDF viewer (issue 14, ADR 0021): the tab goes to the PDF itself (a
 * blob: URL of application/pdf), and Back returns to the inspection. In the full Chromium: the
 * headless shell the rest of the suite runs in has no viewer at all (chromium-path.mjs), and a
 * browser's launch is set per file.
 */
import { expect, test } from '@playwright/test';
import { chromiumPath, testChromiumArgs } from './chromium-path.mjs';
import { reportedVehicle } from './delivery-helpers';
import { openEditor } from './inspection-helpers';
import { openAs } from './list-helpers';

test.use({ launchOptions: { executablePath: chromiumPath() ?? undefined, args: testChromiumArgs } });

test("with the browser's PDF viewer, the tab goes to the PDF itself (a blob: URL of application/pdf), and Back returns to the inspection", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Headless, the full Chromium has its viewer but says it has none: the page is told it has one, as a tablet's browser does.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => true }));
  const token = await openAs(page, 'inspector', '/');
  const { vehicle_id: vehicleId } = await reportedVehicle(request, token, 0);
  await openEditor(page, vehicleId);
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await page.waitForURL((url) => url.protocol === 'blob:', { timeout: 60_000 });
  // The document the tab shows is the PDF (its bytes are read back in print-report.spec.ts; the app's CSP keeps fetch off blob: URLs).
  expect(await page.evaluate(() => document.contentType)).toBe('application/pdf');
  // The print page was replaced, not pushed: Back returns to the inspection, not to another generation.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
});
