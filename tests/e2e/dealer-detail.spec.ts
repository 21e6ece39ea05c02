/**
 * The dealer detail (/dealers/{id}) against the real server: the Basic fields as
 * the server has them with Save always disabled, each tab by URL and by click, a new id
 * reading a new dealer, the Defaults saves (PUT for a dealer with options, POST for one
 * without) checked through the API, a refused save, an unknown dealer, the clerk, and no
 * connection. Each test works on a dealer of its own, so the tests can run side by side.
 */
import { expect, type Page } from '@playwright/test';
import { addFault, test, waitForController, withServiceWorker } from './fixtures';
import { columnTexts, openAs, serverList, settled, table } from './list-helpers';

interface Options {
  id: number;
  options: { registration: { defaultLights: Record<Light, 0 | 1>; defaultAnnouncements: number[] } };
}
interface Dealer {
  dealer_id: number;
  dealer_num: string;
  dealer_name: string;
  auction_access: string;
  phone: string;
  auth_flag: string;
  address1: { line: string; city: string; state: string; zip: string };
  defaults: { payment_method: string | null; title_delivery: string | null } | null;
  options: Options | null;
}
interface Rep {
  id: number;
  display_name: string;
}
interface Announcement {
  announcement_id: number;
  announcement: string;
}
type Light = 'red' | 'green' | 'white' | 'blue' | 'yellow';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** DAL's dealers with their options, newest first: test N uses the N-th dealer with (or without) options. */
async function dealers(page: Page, token: string): Promise<{ withOptions: Dealer[]; without: Dealer[] }> {
  const list = await serverList<Dealer>(page, token, 'dealers', 'site=DAL&per_page=1000&with[]=options&with[]=defaults');
  return { withOptions: list.data.filter((dealer) => dealer.options), without: list.data.filter((dealer) => !dealer.options) };
}

async function dealer(page: Page, token: string, id: number): Promise<Dealer> {
  const reply = await page.request.get(`/v3/util/dealers/${id}?site=DAL&with[]=options&with[]=defaults`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Dealer;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const lightSwitch = (page: Page, light: Light) => page.getByRole('switch', { name: light.charAt(0).toUpperCase() + light.slice(1), exact: true });

/** Flips a switch from the keyboard, as its row (name, control, word) is one label. */
async function flip(page: Page, name: Light) {
  await lightSwitch(page, name).focus();
  await page.keyboard.press('Space');
}

async function expectLights(page: Page, lights: Record<Light, 0 | 1>) {
  for (const [light, on] of Object.entries(lights) as [Light, 0 | 1][]) {
    if (on) await expect(lightSwitch(page, light)).toBeChecked();
    else await expect(lightSwitch(page, light)).not.toBeChecked();
  }
}

test('Basic shows the dealer as the server has it, read-only with Save disabled, and All Dealers goes back to the list', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const shown = (await dealers(page, token)).withOptions[0]!;
  await page.goto(`/dealers/${shown.dealer_id}`);
  await expect(heading(page)).toHaveText(shown.dealer_name);
  await expect(tab(page, 'Basic')).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Basic dealer details' });
  await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue(shown.dealer_num);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(shown.dealer_name);
  await expect(form.getByRole('textbox', { name: 'AA#' })).toHaveValue(shown.auction_access);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(shown.phone);
  await expect(form.getByRole('textbox', { name: 'Auth', exact: true })).toHaveValue(shown.auth_flag);
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(shown.address1.city);
  await expect(form.getByRole('textbox', { name: 'Zip' })).toHaveValue(shown.address1.zip);
  if (shown.defaults) await expect(form.getByRole('textbox', { name: 'Payment Method' })).toHaveValue(shown.defaults.payment_method ?? '');
  await expect(form.getByRole('textbox', { name: 'Name' })).not.toBeEditable();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('link', { name: 'All Dealers' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await settled(table(page, 'Dealers'));
});

test('each tab opens from the URL, by click and by the arrow keys, the URL follows the tab, and an unknown tab is Basic', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const shown = (await dealers(page, token)).withOptions[1]!;
  const reps = await serverList<Rep>(page, token, 'dealer_reps', `site=DAL&filters[0]=dealer_id|eq|${shown.dealer_id}&order_by[]=display_name|asc`);

  await page.goto(`/dealers/${shown.dealer_id}?tab=reps`);
  await expect(tab(page, 'Reps')).toHaveAttribute('aria-selected', 'true');
  const repTable = table(page, `Reps of ${shown.dealer_name}`);
  if (reps.total === 0) await expect(repTable.getByText('This dealer has no reps.')).toBeVisible();
  else {
    await settled(repTable);
    expect(await columnTexts(repTable, 'Name')).toEqual(reps.data.map((rep) => rep.display_name));
    expect(await columnTexts(repTable, 'ID')).toEqual(reps.data.map((rep) => String(rep.id)));
  }

  await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
  await expect(tab(page, 'Defaults')).toHaveAttribute('aria-selected', 'true');
  await expectLights(page, shown.options!.options.registration.defaultLights);

  await page.goto(`/dealers/${shown.dealer_id}?tab=nonsense`);
  await expect(tab(page, 'Basic')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Basic dealer details' })).toBeVisible();

  await tab(page, 'Reps').click();
  await expect(page).toHaveURL(`/dealers/${shown.dealer_id}?tab=reps`);
  await expect(page.getByRole('tabpanel')).toContainText(reps.total === 0 ? 'This dealer has no reps.' : reps.data[0]!.display_name);
  await tab(page, 'Defaults').click();
  await expect(page).toHaveURL(`/dealers/${shown.dealer_id}?tab=defaults`);
  await expect(lightSwitch(page, 'red')).toBeVisible();
  await tab(page, 'Basic').click();
  await expect(page).toHaveURL(`/dealers/${shown.dealer_id}`);
  // Back returns to the previous tab.
  await page.goBack();
  await expect(tab(page, 'Defaults')).toHaveAttribute('aria-selected', 'true');

  // The arrow keys choose the tab they move to (round the ends); a change on Defaults is still there on coming back (a tab is not leaving).
  await flip(page, 'red');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await tab(page, 'Defaults').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Basic')).toBeFocused();
  await expect(page).toHaveURL(`/dealers/${shown.dealer_id}`);
  await expect(page.getByRole('form', { name: 'Basic dealer details' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'Defaults')).toBeFocused();
  await expect(page).toHaveURL(`/dealers/${shown.dealer_id}?tab=defaults`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a new id in the same screen reads the new dealer and drops the previous one’s unsaved edits', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const { withOptions } = await dealers(page, token);
  const [first, second] = [withOptions[2]!, withOptions[3]!];
  await page.goto(`/dealers/${first.dealer_id}?tab=defaults`);
  await expect(heading(page)).toHaveText(first.dealer_name);
  await expectLights(page, first.options!.options.registration.defaultLights);
  await flip(page, 'white');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // An in-app navigation to another dealer (the router follows history.pushState), not a page load.
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === `/v3/util/dealers/${second.dealer_id}`);
  await page.evaluate((id) => history.pushState(history.state, '', `/dealers/${id}?tab=defaults`), second.dealer_id);
  expect((await read).status()).toBe(200);
  await expect(heading(page)).toHaveText(second.dealer_name);
  await expect(tab(page, 'Defaults')).toHaveAttribute('aria-selected', 'true');
  await expectLights(page, second.options!.options.registration.defaultLights);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.goBack();
  await expect(heading(page)).toHaveText(first.dealer_name);
  await expectLights(page, first.options!.options.registration.defaultLights);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('Defaults saves the lights and announcements with PUT, enabled only when changed, and shows what the server then holds', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const shown = (await dealers(page, token)).withOptions[4]!;
  const before = shown.options!.options.registration;
  const offered = await serverList<Announcement>(page, token, 'announcements', 'per_page=1000&filters[0]=announcement|sneq|CUSTOM');

  await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
  const save = page.getByRole('button', { name: 'Save' });
  await expectLights(page, before.defaultLights);
  await expect(save).toBeDisabled();
  // Every announcement but CUSTOM is offered; the stored ones are ticked.
  const boxes = page.getByRole('group', { name: 'Default announcements' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(offered.total);
  await expect(page.getByRole('checkbox', { name: 'CUSTOM' })).toHaveCount(0);
  for (const id of before.defaultAnnouncements) {
    const name = offered.data.find((announcement) => announcement.announcement_id === id)!.announcement;
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }

  // A change and its undoing leave nothing to save.
  await flip(page, 'red');
  await expect(save).toBeEnabled();
  await flip(page, 'red');
  await expect(save).toBeDisabled();

  const added = offered.data.find((announcement) => !before.defaultAnnouncements.includes(announcement.announcement_id))!;
  await flip(page, 'blue');
  // Clicked on its label, as a person does (the input itself is visually hidden).
  await page.getByRole('group', { name: 'Default announcements' }).getByText(added.announcement, { exact: true }).click();
  await expect(save).toBeEnabled();
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && new URL(request.url()).pathname === `/v3/util/dealer_options/${shown.options!.id}`,
  );
  await save.click();
  await put;
  await expect(page.getByText('Dealer defaults saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  const after = (await dealer(page, token, shown.dealer_id)).options!.options.registration;
  expect(after.defaultLights).toEqual({ ...before.defaultLights, blue: before.defaultLights.blue ? 0 : 1 });
  expect(after.defaultAnnouncements).toEqual([...before.defaultAnnouncements, added.announcement_id].sort((a, b) => a - b));
  await expectLights(page, after.defaultLights);
  await expect(page.getByRole('checkbox', { name: added.announcement, exact: true })).toBeChecked();

  // A reload shows the same: it is the server's.
  await page.reload();
  await expectLights(page, after.defaultLights);
  await expect(page.getByRole('checkbox', { name: added.announcement, exact: true })).toBeChecked();
});

test('a dealer without options gets them with POST on the first save; the clerk may do it too', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/dealers');
  const shown = (await dealers(page, token)).without[0]!;
  await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
  await expect(page.getByText('No defaults are saved for this dealer yet: Save stores them.')).toBeVisible();
  await expectLights(page, { red: 0, green: 0, white: 0, blue: 0, yellow: 0 });
  await flip(page, 'green');
  const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v3/util/dealer_options');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await post).postDataJSON()).toMatchObject({ dealer_id: shown.dealer_id });
  await expect(page.getByText('Dealer defaults saved.')).toBeVisible();
  await expect(page.getByText(/^Last saved /)).toBeVisible();

  const stored = (await dealer(page, token, shown.dealer_id)).options;
  expect(stored?.options.registration).toEqual({ defaultLights: { red: 0, green: 1, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: [] });
  // The next save of the same dealer is a PUT of the new record.
  await flip(page, 'yellow');
  const put = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === `/v3/util/dealer_options/${stored!.id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await put;
  await expect.poll(async () => (await dealer(page, token, shown.dealer_id)).options?.options.registration.defaultLights.yellow).toBe(1);
});

test('a save keeps what another desk saved meanwhile to the lights and announcements this one did not touch', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const shown = (await dealers(page, token)).withOptions[7]!;
  const before = shown.options!.options.registration;
  await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
  await expectLights(page, before.defaultLights);
  await flip(page, 'red');

  // Another desk saves the dealer's defaults while this form is open: Blue flipped, an announcement added.
  const offered = await serverList<Announcement>(page, token, 'announcements', 'per_page=1000&filters[0]=announcement|sneq|CUSTOM');
  const added = offered.data.find((announcement) => !before.defaultAnnouncements.includes(announcement.announcement_id))!;
  const theirs = {
    defaultLights: { ...before.defaultLights, blue: before.defaultLights.blue ? 0 : 1 },
    defaultAnnouncements: [...before.defaultAnnouncements, added.announcement_id].sort((a, b) => a - b),
  };
  const reply = await page.request.put(`/v3/util/dealer_options/${shown.options!.id}?site=DAL`, {
    headers: bearer(token),
    data: { options: { registration: theirs } },
  });
  expect(reply.status()).toBe(200);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dealer defaults saved.')).toBeVisible();
  const stored = (await dealer(page, token, shown.dealer_id)).options!.options.registration;
  expect(stored).toEqual({ ...theirs, defaultLights: { ...theirs.defaultLights, red: before.defaultLights.red ? 0 : 1 } });
  await expectLights(page, stored.defaultLights);
  await expect(page.getByRole('checkbox', { name: added.announcement, exact: true })).toBeChecked();
});

test('a refused save shows the server’s message in an error snackbar and keeps the edits', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const shown = (await dealers(page, token)).withOptions[5]!;
  await page.route(
    (url) => url.pathname === `/v3/util/dealer_options/${shown.options!.id}`,
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { error: { message: 'Invalid options: unknown or CUSTOM default announcement 99' } } })
        : route.fallback(),
  );
  await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
  const wasRed = shown.options!.options.registration.defaultLights.red;
  await flip(page, 'red');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid options: unknown or CUSTOM default announcement 99' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  if (wasRed) await expect(lightSwitch(page, 'red')).not.toBeChecked();
  else await expect(lightSwitch(page, 'red')).toBeChecked();
  expect((await dealer(page, token, shown.dealer_id)).options!.options.registration.defaultLights.red).toBe(wasRed);
});

test('an unknown dealer and a malformed id say the dealer is not there', async ({ page }) => {
  await openAs(page, 'clerk', '/dealers/999999');
  await expect(heading(page)).toHaveText('Dealer not found');
  await expect(page.getByText('There is no dealer 999999 at your site.')).toBeVisible();
  await page.goto('/dealers/abc?tab=reps');
  await expect(heading(page)).toHaveText('Dealer not found');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'All Dealers' })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('with no connection the dealer page says it needs one and cannot save', async ({ page, context }) => {
    const token = await openAs(page, 'inspector', '/dealers');
    const shown = (await dealers(page, token)).withOptions[6]!;
    await page.goto(`/dealers/${shown.dealer_id}?tab=defaults`);
    await expect(heading(page)).toHaveText(shown.dealer_name);
    // The service worker must control the page for an offline reload to get the app.
    await waitForController(page);
    await context.setOffline(true);
    await expect(page.getByText(/^The dealer details need a connection to the server\. What is shown may be out of date/)).toBeVisible();
    await flip(page, 'red');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.reload();
    await expect(page.getByText('The dealer details need a connection to the server.', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
});

test('the Reps tab edits a rep: the server’s rules as one types, nothing typed lost on a refusal, the server holds the save', async ({ page }) => {
  interface FullRep extends Rep {
    dealer_id: number;
    name_first: string | null;
    name_last: string | null;
    auth_flag: string;
    auth_reason: string | null;
  }
  const token = await openAs(page, 'inspector', '/dealers');
  // The oldest rep of DAL: its dealer is not one the other tests take (they take the newest).
  const rep = (await serverList<FullRep>(page, token, 'dealer_reps', 'site=DAL&order_by[]=id|asc&per_page=1')).data[0]!;
  const owner = await dealer(page, token, rep.dealer_id);
  await page.goto(`/dealers/${rep.dealer_id}?tab=reps`);
  const repTable = table(page, `Reps of ${owner.dealer_name}`);
  await settled(repTable);

  await repTable.getByRole('button', { name: `Edit ${rep.display_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${rep.display_name}` });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(rep.display_name);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // The server's rules, worded with the field's label, as one types.
  await name.fill('  ');
  await expect(dialog.getByText('Name must not be empty')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('L'.repeat(61));
  await expect(dialog.getByText('Last Name must be at most 60 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Okafor-Reyes');
  await name.fill('Dana Okafor-Reyes');
  await dialog.getByRole('combobox', { name: 'Auth' }).selectOption('N');
  await dialog.getByRole('textbox', { name: 'Auth Reason' }).fill('Title hold pending');
  await expect(save).toBeEnabled();

  // Refused once by the server: the dialog says why and keeps every field as typed.
  await addFault(page.request, { path: `/v3/util/dealer_reps/${rep.id}`, method: 'PUT', failEvery: 1, status: 500, times: 1 });
  await save.click();
  await expect(dialog.getByRole('alert')).toContainText('Not saved: Injected fault 500');
  await expect(name).toHaveValue('Dana Okafor-Reyes');
  await expect(dialog.getByRole('textbox', { name: 'Auth Reason' })).toHaveValue('Title hold pending');

  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rep Dana Okafor-Reyes saved.')).toBeVisible();
  await expect(repTable.getByRole('button', { name: 'Edit Dana Okafor-Reyes' })).toBeVisible();
  const reply = await page.request.get(`/v3/util/dealer_reps/${rep.id}?site=DAL`, { headers: bearer(token) });
  expect(await reply.json()).toMatchObject({
    display_name: 'Dana Okafor-Reyes',
    name_first: rep.name_first,
    name_last: 'Okafor-Reyes',
    auth_flag: 'N',
    auth_reason: 'Title hold pending',
  });
});
