/**
 * The report's comment or note being edited: its counter counts the text as it is saved
 * (trimmed), and says past 254 that some text will be lost (what reportTextWillBeCut said);
 * leaving the page with a changed text asks first.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsPage } from '@/test/render-app';
import { ReportTextEditor } from './report-text-editor';

describe('ReportTextEditor', () => {
  it('counts the trimmed text against 254 and says when some of it will be lost', async () => {
    await renderAsPage(<ReportTextEditor title="Note" value={null} canEdit marks={[]} onSave={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: `${'x'.repeat(254)}  ` } });
    expect(screen.getByText('254/254')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(note, { target: { value: 'x'.repeat(255) } });
    expect(screen.getByText('255/254 · Some text will be lost')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before the page is left with a changed text, and stays when asked to', async () => {
    const { router, leave } = await renderAsPage(
      <ReportTextEditor title="Note" value="Keys in the glovebox" canEdit marks={[]} onSave={() => Promise.resolve()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Keys with the clerk' } });
    void leave();
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Keys with the clerk');
    // Put back as it was: nothing is lost by leaving.
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Keys in the glovebox' } });
    await act(() => leave());
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
