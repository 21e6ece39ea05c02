/**
 * The damage dialog rendered alone, with no Chakra provider anywhere: it must not need the
 * Chakra system (the inspection screen draws it before that system exists). The rules of its
 * draft are damage-draft.test.ts's; here, what a person sees and does, and what Save leaves in
 * the device's outbox.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionExpiredMessage, startSession } from '@/auth/session';
import { emptyConditionFields, type Drilldown } from '@/contract/inspections';
import { resetDb } from '@/offline/db';
import { forgetUserEntries } from '@/offline/kept-drafts';
import { recordsOf } from '@/offline/outbox';
import { renderAsPage } from '@/test/render-app';
import { DamageDialog, DamageDialogHost } from './damage-dialog';
import { closeDamageDialog } from './damage-dialog-store';
import { keptDamageFor } from './use-kept-damage';
import type { ShownDamage } from './overlay';

const entry = (id: number, name: string) => ({ id, name, aasc_code: String(id) });
/** Hood takes Dent, in two sizes; the windshield takes Chip. */
const catalogue: Drilldown = {
  items: [
    { ...entry(1, 'Hood'), display_group_code: 'BODY', location_code: null },
    { ...entry(2, 'Windshield'), display_group_code: 'GLASS', location_code: null },
  ],
  damages: [entry(1, 'Dent'), entry(2, 'Chip')],
  severities: [entry(1, 'Less than 1 inch'), entry(2, '1-2 inches')],
  actionCodes: [{ action_code: 'R', action_desc: 'Repair' }],
  itemsToDamages: { '1': [1], '2': [2] },
  itemsToDamagesToSeverities: { '1': { '1': [1, 2] }, '2': { '2': [1] } },
  tireBrands: [],
};

const hoodDent: ShownDamage = {
  id: 10,
  key: '10',
  reportId: 1,
  fields: { ...emptyConditionFields, item_code: 1, damage_code: 1, severity_code: 1 },
  names: { item: 'Hood', damage: 'Dent', severity: null, severityCode: null, action: null, group: null },
  etag: 'e1',
  server: {},
  photo: null,
  create: null,
  marks: [],
  sourceConditionId: null,
};

const inspector = 3;
const signIn = () =>
  startSession({
    access_token: 'token',
    cloudUser: {
      id: inspector,
      name: 'Inspector',
      premise_user: 1,
      is_global_admin: 0,
      is_cloud_user: 0,
      site_current: [{ id: 1, code: 'DAL', name: 'Dallas' }],
    },
  });

/** Opens the dialog, and waits for the frame after its first paint, which brings the fields below the choices. */
async function open(damage: ShownDamage | null) {
  const onClose = vi.fn();
  const report = { vehicleId: 7, reportId: 1, approvedExists: false };
  const { router, leave } = await renderAsPage(
    <DamageDialog damage={damage} report={report} catalogue={catalogue} autograde severityRequired onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: damage ? 'Edit Damage' : 'New Damage' });
  await screen.findByRole('textbox', { name: 'Description' });
  return { onClose, dialog, router, leave };
}

beforeEach(async () => {
  await resetDb();
});
afterEach(() => endSession());

describe('the damage dialog', () => {
  it('opens as a modal dialog and keeps Save disabled, saying why, until item, damage and severity are chosen; Save queues the damage and closes', async () => {
    signIn();
    const user = userEvent.setup();
    const { dialog, onClose } = await open(null);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose an item');
    // The item list fills the frame after the dialog's first paint.
    await screen.findByRole('option', { name: 'Hood' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Hood');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Damage' }), 'Dent');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Severity/ }), '1-2 inches');
    expect(save).toHaveProperty('disabled', false);
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [created] = await recordsOf(inspector);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v3/vehicles3/7/inspections/1/conditions',
      group: 'vehicle:7',
      label: 'New damage: Hood – Dent',
      body: { kind: 'json', value: { item_code: 1, damage_code: 1, severity_code: 2, description: null, labor_cost: null } },
    });
  });

  it('queues only the fields an edit changed, on the version shown', async () => {
    signIn();
    const user = userEvent.setup();
    const { onClose } = await open(hoodDent);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Small');
    await user.click(screen.getByText('Suggest repair'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [edit] = await recordsOf(inspector);
    expect(edit).toMatchObject({
      method: 'PUT',
      path: '/v3/vehicles3/7/inspections/1/conditions/10',
      label: 'Edit damage: Hood – Dent',
      body: { kind: 'json', value: { description: 'Small', repair_suggested: 1 } },
      ifMatch: { etag: 'e1', base: { description: null, repair_suggested: 0 } },
    });
  });

  it('a description past 200 characters: the counter says some text will be lost, Save stays enabled and saves the first 200', async () => {
    signIn();
    const { onClose } = await open(hoodDent);
    const description = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: `${'d'.repeat(200)} and the rest` } });
    expect(screen.getByText('213/200 · Some text will be lost')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [edit] = await recordsOf(inspector);
    expect(edit?.body).toEqual({ kind: 'json', value: { description: 'd'.repeat(200) } });
  });

  it('writes amounts as money and hours once a field is left, and totals the money', async () => {
    const user = userEvent.setup();
    await open(null);
    const labor = screen.getByRole('textbox', { name: 'Labor cost' });
    await user.type(labor, '1234.5');
    await user.type(screen.getByRole('textbox', { name: 'Labor hours' }), '2');
    expect(labor).toHaveProperty('value', '1,234.50');
    expect(screen.getByRole('textbox', { name: 'Labor hours' })).toHaveProperty('value', '2');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Labor hours' })).toHaveProperty('value', '2.0');
    expect(screen.getByText('Total: $1,234.50')).toBeTruthy();
  });

  it('offers the repair switches when editing, Complete only once approved', async () => {
    const user = userEvent.setup();
    await open(hoodDent);
    const complete = screen.getByRole('switch', { name: 'Complete' });
    expect(complete).toHaveProperty('disabled', true);
    expect(screen.getByText('Complete is possible once the repair is approved.')).toBeTruthy();
    await user.click(screen.getByText('Approve repair'));
    expect(screen.getByRole('switch', { name: 'Approve repair' })).toHaveProperty('checked', true);
    await user.click(complete);
    expect(complete).toHaveProperty('checked', true);
    // Withdrawing the approval withdraws completion.
    await user.click(screen.getByRole('switch', { name: 'Approve repair' }));
    expect(complete).toHaveProperty('checked', false);
    expect(complete).toHaveProperty('disabled', true);
  });

  it('stays open with the reason when saving fails, and queues nothing', async () => {
    // Nobody is signed in on this device: the damage cannot be put in anyone's outbox.
    const user = userEvent.setup();
    const { onClose } = await open(hoodDent);
    await user.click(screen.getByText('Suggest repair'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in again to save changes.');
    expect(screen.getByRole('dialog', { name: 'Edit Damage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
    expect(await recordsOf(inspector)).toEqual([]);
  });

  it('is cancelled by Escape, by its close button and by Cancel while nothing is entered', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await open(null);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks before closing what was entered (Escape, ×, Cancel) and keeps it on Stay', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await open(hoodDent);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Left of the badge');
    const asked = () => screen.findByRole('alertdialog', { name: 'Close without saving?' });
    for (const closeIt of [
      () => fireEvent.keyDown(dialog, { key: 'Escape' }),
      () => user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await closeIt();
      const question = await asked();
      expect(question.textContent).toContain('What you entered in this damage has not been saved.');
      await user.click(within(question).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(question.isConnected).toBe(false));
      expect(onClose).not.toHaveBeenCalled();
      expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Left of the badge');
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await asked()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before the page is left with something entered; left, what was kept of it goes', async () => {
    signIn();
    const user = userEvent.setup();
    const { router, leave } = await open(null);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Scratch');
    void leave();
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'New Damage' })).toBeTruthy();
    await waitFor(async () => expect((await keptDamageFor(7))?.draft.description).toBe('Scratch'));

    void leave();
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(await keptDamageFor(7)).toBeNull();
  });
});

describe('what is entered, kept on the device until it is saved or closed (ADR 0106)', () => {
  const report = { vehicleId: 7, reportId: 1, approvedExists: false };
  const keptHint = 'Not saved yet: the damage you were entering before, kept on this device.';
  const host = (damages: ShownDamage[] = []) => <DamageDialogHost report={report} damages={damages} canEdit catalogue={catalogue} autograde severityRequired />;
  const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'hood.jpg', { type: 'image/jpeg' });
  // The photo's few bytes stand for a picture the device decodes (happy-dom decodes none).
  beforeEach(() => vi.stubGlobal('createImageBitmap', () => Promise.resolve({ close: () => undefined })));
  afterEach(() => vi.unstubAllGlobals());

  /** Enters a damage with a description and a photo; then the page goes, as an expired session takes it. */
  async function enterThenLose() {
    const user = userEvent.setup();
    const { router } = await open(null);
    await screen.findByRole('option', { name: 'Hood' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Hood');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Damage' }), 'Dent');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Left of the badge');
    await user.upload(screen.getByLabelText('Camera photo'), photo());
    await screen.findByRole('img', { name: 'The photo chosen' });
    await waitFor(async () => expect((await keptDamageFor(7))?.draft.description).toBe('Left of the badge'));
    router.history.destroy();
    cleanup();
  }

  it('opens again, with its photo, for the same user after an expired session, says so, and is forgotten once saved', async () => {
    signIn();
    await enterThenLose();
    endSession(sessionExpiredMessage);
    signIn();

    const user = userEvent.setup();
    await renderAsPage(host());
    const dialog = await screen.findByRole('dialog', { name: 'New Damage' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(keptHint);
    expect(((await screen.findByRole('textbox', { name: 'Description' })) as HTMLTextAreaElement).value).toBe('Left of the badge');
    expect((screen.getByRole('combobox', { name: 'Item' }) as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('img', { name: 'The photo chosen' })).toBeTruthy();
    const kept = await keptDamageFor(7);
    expect(new Uint8Array(await kept!.draft.photo!.arrayBuffer())).toEqual(new Uint8Array(await photo().arrayBuffer()));

    // Saved without its photo (the test's DOM cannot make a photo small): it is queued, and no longer kept.
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Severity/ }), '1-2 inches');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Damage' })).toBeNull());
    expect((await recordsOf(inspector)).map((record) => record.label)).toEqual(['New damage: Hood – Dent']);
    expect(await keptDamageFor(7)).toBeNull();
  });

  it('is shown to no other user, is forgotten when closed without saving, and at the user’s sign-out', async () => {
    signIn();
    await enterThenLose();
    endSession(sessionExpiredMessage);
    startSession({
      access_token: 'other',
      cloudUser: { id: inspector + 1, name: 'Other', premise_user: 1, is_global_admin: 0, is_cloud_user: 0, site_current: [] },
    });
    expect(await keptDamageFor(7)).toBeNull();
    endSession();

    signIn();
    const user = userEvent.setup();
    await renderAsPage(host());
    await screen.findByRole('dialog', { name: 'New Damage' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Damage' })).toBeNull());
    expect(await keptDamageFor(7)).toBeNull();
    cleanup();

    await enterThenLose();
    await forgetUserEntries(inspector);
    expect(await keptDamageFor(7)).toBeNull();
  });

  it('a new damage opened from a zone of the diagram opens again with the zone’s item', async () => {
    signIn();
    const user = userEvent.setup();
    await renderAsPage(<DamageDialog damage={null} itemId={2} report={report} catalogue={catalogue} autograde severityRequired onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Star chip, driver side');
    await waitFor(async () => expect((await keptDamageFor(7))?.draft.description).toBe('Star chip, driver side'));
    cleanup();

    await renderAsPage(host());
    await screen.findByRole('dialog', { name: 'New Damage' });
    expect((screen.getByRole('combobox', { name: 'Item' }) as HTMLSelectElement).value).toBe('2');
    expect(((await screen.findByRole('textbox', { name: 'Description' })) as HTMLTextAreaElement).value).toBe('Star chip, driver side');
  });

  it('an edit opens again on its damage; the entry of a damage that is gone is forgotten', async () => {
    signIn();
    const user = userEvent.setup();
    await open(hoodDent);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Deeper than it looked');
    await waitFor(async () => expect((await keptDamageFor(7))?.damageId).toBe('10'));
    cleanup();

    await renderAsPage(host([hoodDent]));
    await screen.findByRole('dialog', { name: 'Edit Damage' });
    expect(((await screen.findByRole('textbox', { name: 'Description' })) as HTMLTextAreaElement).value).toBe('Deeper than it looked');
    cleanup();
    closeDamageDialog();

    await renderAsPage(host([]));
    await waitFor(async () => expect(await keptDamageFor(7)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
