/**
 * Inspection Delivery Options on the inspection screen (ADR 0022),
 * against the real server and a real SMTP server (smtp-setup.ts): every message the dialog shows,
 * what arrives (recipient, subject, link, PDF), the link's failure shown in a popover, and an
 * e-mail asked for offline sent exactly once after reconnecting, after the report's own change,
 * and a send whose answer was lost retried without a second message.
 */
import { expect, type Page } from '@playwright/test';
import { axe } from './axe-within';
import { readPdf } from '../../scripts/lib/pdf-text';
import { inspectorToken, mailTo, reportedVehicle } from './delivery-helpers';
import { openEditor } from './inspection-helpers';
import { openAs } from './list-helpers';
import { addFault, faultState, test, waitForController, withServiceWorker } from './fixtures';
import { expectOutbox } from './outbox-helpers';

// Each message carries a PDF the server renders: on a busy 2-core machine that takes seconds.
test.describe.configure({ timeout: 120_000 });

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function openDelivery(page: Page) {
  await page.getByRole('button', { name: 'Inspection Delivery Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inspection Delivery Options' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the delivery dialog: the link, every e-mail message it shows, and what the dealer receives', async ({ page, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 3);
  await openAs(page, 'inspector', `/vehicles/${vehicle.vehicle_id}/inspections`);
  await openEditor(page, vehicle.vehicle_id);
  const dialog = await openDelivery(page);
  const link = dialog.getByRole('link', { name: 'Open the report link' });
  await expect(link).toHaveAttribute('href', /\/reports\/DAL\/[A-Za-z0-9_-]{22}$/);
  const url = (await link.getAttribute('href')) ?? '';
  await expect(dialog.getByRole('button', { name: 'Copy the report link' })).toBeEnabled();
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  for (const control of await dialog.getByRole('button').all()) expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  const address = dialog.getByRole('textbox', { name: 'Email address' });
  await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
  await expect(page.getByText('Email address is required')).toBeVisible();

  await address.fill('dealer@');
  await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
  await expect(dialog.getByText('This is not an e-mail address')).toBeVisible();

  const dealer = `${unique('dealer')}@dealer.example`;
  await address.fill(dealer);
  await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
  await expect(page.getByText(`Inspection sent to ${dealer}`)).toBeVisible({ timeout: 60_000 });
  const [message, ...more] = await mailTo(dealer);
  expect(more).toEqual([]);
  expect(message?.subject).toBe(`Vehicle Condition Report: ${vehicle.autoyear} ${vehicle.automake} ${vehicle.automodel}, VIN ${vehicle.vin}`);
  expect(message?.text).toContain(url);
  expect(message?.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  expect((await readPdf(new Uint8Array(message?.attachments[0]?.content ?? []))).text).toContain(vehicle.vin);

  const desk = `${unique('desk')}@dealer.example`;
  await address.fill(desk);
  await dialog.getByRole('button', { name: 'Send the dealer report' }).click();
  await expect(page.getByText(`Inspection sent to ${desk}`)).toBeVisible({ timeout: 60_000 });
  const [dealerReport] = await mailTo(desk);
  expect(dealerReport?.text).toContain(url);
  expect(dealerReport?.attachments).toHaveLength(1);

  const refused = `${unique('nobody')}@refused.example`;
  await address.fill(refused);
  await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
  await expect(page.getByText(/^Error sending: The mail server refused the message: 550/)).toBeVisible({ timeout: 60_000 });
  expect(await mailTo(refused)).toEqual([]);

  await dialog.getByRole('button', { name: 'Revoke the link' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke the link?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The old link no longer works. This is the new one.')).toBeVisible();
  await expect(link).not.toHaveAttribute('href', url);
  expect((await request.get(url.replace('/reports/', '/v3/site/').replace(/\/([^/]+)$/, '/condition-report/$1'))).status()).toBe(404);
});

test('when the link cannot be had, its two buttons are disabled and the error shows under "Why is the link unavailable?"', async ({ page, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 4);
  await addFault(request, { path: `/v3/vehicles3/${vehicle.vehicle_id}/cubedUrl`, method: 'GET', failEvery: 1, status: 403 });
  await openAs(page, 'inspector', `/vehicles/${vehicle.vehicle_id}/inspections`);
  await openEditor(page, vehicle.vehicle_id);
  const dialog = await openDelivery(page);
  const why = dialog.getByRole('button', { name: 'Why is the link unavailable?' });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByText(/^Injected fault 403/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Open the report link' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Copy the report link' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'E-mail the inspection' })).toBeEnabled();
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('an e-mail asked for offline is queued, then sent exactly once after reconnecting, after the report’s own change', async ({
    page,
    context,
    request,
  }) => {
    const token = await inspectorToken(request);
    const vehicle = await reportedVehicle(request, token, 5);
    await openAs(page, 'inspector', `/vehicles/${vehicle.vehicle_id}/inspections`);
    await openEditor(page, vehicle.vehicle_id);
    await expectOutbox(page, 'Outbox: Online');
    // Offline, the dialog's code comes from the worker's precache, as on an inspector's tablet.
    await waitForController(page);

    await context.setOffline(true);
    const comment = unique('Written offline before delivery');
    await page.getByRole('button', { name: /^(Add|Edit) comment$/ }).click();
    await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = await openDelivery(page);
    await dialog.getByRole('button', { name: 'Why is the link unavailable?' }).click();
    // A read: it says the link needs the connection, not that a change was lost.
    await expect(
      dialog.getByText('No connection: the report link loads when the connection returns (the link has not been saved on this device).'),
    ).toBeVisible();
    const dealer = `${unique('offline')}@dealer.example`;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(dealer);
    await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
    await expect(dialog.getByText(`Queued: the inspection will be sent to ${dealer} when the connection returns.`)).toBeVisible();
    expect(await mailTo(dealer)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText(`Inspection sent to ${dealer}`)).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectOutbox(page, 'Outbox: Online');
    const messages = await mailTo(dealer);
    expect(messages).toHaveLength(1);
    // The PDF was made after the comment reached the server: the dealer got what was saved.
    expect((await readPdf(new Uint8Array(messages[0]?.attachments[0]?.content ?? []))).text).toContain(comment);
  });
});

test('a send whose answer is lost after the server sent it is retried by the outbox and still arrives once', async ({ page, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 6);
  const fault = await addFault(request, { path: `/v3/vehicles3/${vehicle.vehicle_id}/cubedUrl/`, method: 'PUT', dropAfterCommit: 1 });
  await openAs(page, 'inspector', `/vehicles/${vehicle.vehicle_id}/inspections`);
  await openEditor(page, vehicle.vehicle_id);
  const dialog = await openDelivery(page);
  const dealer = `${unique('lost-answer')}@dealer.example`;
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(dealer);
  await dialog.getByRole('button', { name: 'E-mail the inspection' }).click();
  await expect(page.getByText(`Inspection sent to ${dealer}`)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectOutbox(page, 'Outbox: Online');
  expect((await faultState(request, fault)).dropped).toBe(1);
  expect(await mailTo(dealer)).toHaveLength(1);
});
