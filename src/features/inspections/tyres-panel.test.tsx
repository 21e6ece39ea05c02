/** The tyres panel being edited: leaving the page with a change asks first; Cancel puts it back, and then nothing holds the page. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, sessionExpiredMessage, startSession } from '@/auth/session';
import { inspectorSignIn } from '@/test/app-shell-fixtures';
import { renderAsPage } from '@/test/render-app';
import type { Tires } from '@/contract/tires';
import { TyresPanel } from './tyres-panel';

beforeEach(() => startSession(inspectorSignIn));
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe('TyresPanel', () => {
  it('names each wheel’s brand once the catalogue has come; before, it leaves the brand out rather than say "No brand"', async () => {
    const tire = { brand_id: 3, treadWidth: 215, profile: 55, diameter: 17, treadDepth: 6 };
    const tires: Tires = { leftFront: tire, rightFront: { ...tire, brand_id: null }, leftRear: tire, rightRear: tire, spareExists: true };
    const panel = (brands: { brand_id: number; brand: string }[]) => (
      <TyresPanel tires={tires} brands={brands} canEdit marks={[]} draftOf="8" onSave={() => Promise.resolve()} />
    );
    const loading = await renderAsPage(panel([]));
    expect(screen.getByText('Left front').nextElementSibling?.textContent).toBe('215/55R17 · 6/32');
    expect(screen.getByText('Right front').nextElementSibling?.textContent).toBe('No brand 215/55R17 · 6/32');
    loading.unmount();
    await renderAsPage(panel([{ brand_id: 3, brand: 'Michelin' }]));
    expect(screen.getByText('Left front').nextElementSibling?.textContent).toBe('Michelin 215/55R17 · 6/32');
  });

  it('asks before the page is left with a change, and lets it go once the change is cancelled', async () => {
    const { router, leave } = await renderAsPage(<TyresPanel tires={null} brands={[]} canEdit marks={[]} draftOf="7" onSave={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit tyres' }));
    fireEvent.click(screen.getByText('Spare tyre'));
    void leave();
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('checkbox', { name: 'Spare tyre' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    void leave();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });

  it('keeps what is entered through an expired session: the panel opens with it again, says so, and forgets it once saved', async () => {
    const panel = (onSave: (tires: Tires) => Promise<void> = () => Promise.resolve()) => (
      <TyresPanel tires={null} brands={[]} canEdit marks={[]} draftOf="7" onSave={onSave} />
    );
    const hint = 'Not saved yet: the tyres you were entering before, kept on this device.';
    const first = await renderAsPage(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Edit tyres' }));
    fireEvent.click(screen.getByText('Spare tyre'));
    expect(screen.queryByText(hint)).toBeNull();
    first.unmount();
    endSession(sessionExpiredMessage);
    startSession(inspectorSignIn);

    const saved: Tires[] = [];
    const second = await renderAsPage(
      panel((tires) => {
        saved.push(tires);
        return Promise.resolve();
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Spare tyre' })).toHaveProperty('checked', true);
    expect(screen.getByText(hint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save tyres' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save tyres' })).toBeNull());
    expect(saved.map((tires) => tires.spareExists)).toEqual([true]);
    second.unmount();

    await renderAsPage(panel());
    expect(screen.getByRole('button', { name: 'Edit tyres' })).toBeTruthy();
  });
});
