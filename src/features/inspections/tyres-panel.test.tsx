/** The tyres panel being edited: leaving the page with a change asks first; Cancel puts it back, and then nothing holds the page. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsPage } from '@/test/render-app';
import { TyresPanel } from './tyres-panel';

describe('TyresPanel', () => {
  it('asks before the page is left with a change, and lets it go once the change is cancelled', async () => {
    const { router, leave } = await renderAsPage(<TyresPanel tires={null} brands={[]} canEdit marks={[]} onSave={() => Promise.resolve()} />);
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
});
