import { expect, test } from '@playwright/test';

test('the console loads and its service worker takes control of the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();

  const controller = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL ?? null;
  });
  expect(controller).toMatch(/\/sw\.js$/);

  // Controlled, the app shell now comes from the precache: it loads with the network cut.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();
});

test('the server sends the security headers with the app', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});
