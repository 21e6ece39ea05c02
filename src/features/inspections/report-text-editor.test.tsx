/**
 * The report's comment or note being edited: its counter counts the text as it is saved
 * (trimmed), and says past 254 that some text will be lost (what reportTextWillBeCut said);
 * leaving the page with a changed text asks first.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, endSessionByUser, sessionExpiredMessage, startSession, takeSignOutReason } from '@/auth/session';
import { inspectorSignIn } from '@/test/app-shell-fixtures';
import { renderAsPage } from '@/test/render-app';
import { ReportTextEditor } from './report-text-editor';

beforeEach(() => startSession(inspectorSignIn));
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe('ReportTextEditor', () => {
  it('counts the trimmed text against 254 and says when some of it will be lost', async () => {
    await renderAsPage(<ReportTextEditor title="Note" value={null} canEdit marks={[]} draftOf="1.2.note" onSave={() => Promise.resolve()} />);
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
      <ReportTextEditor title="Note" value="Keys in the glovebox" canEdit marks={[]} draftOf="1.2.note" onSave={() => Promise.resolve()} />,
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

  describe('the text being written, kept in the tab until it is saved or cancelled', () => {
    const editor = (onSave: (text: string) => Promise<void> = () => Promise.resolve()) => (
      <ReportTextEditor title="Comment" value="Scratch on the hood" canEdit marks={[]} draftOf="1.2.comment" onSave={onSave} />
    );
    const restoredHint = 'Not saved yet: what you were writing before, kept on this device.';

    /** Writes in the comment, then the page goes as an expired session takes it (the shell has no user to draw). */
    async function writeThenLose(text: string) {
      const { unmount } = await renderAsPage(editor());
      fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
      expect(screen.queryByText(restoredHint)).toBeNull();
      fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: text } });
      unmount();
    }

    it('opens again with it after an expired session and the same user’s sign-in, says so, and forgets it once saved', async () => {
      await writeThenLose('Scratch on the hood, 4 inches, through the clear coat');
      endSession(sessionExpiredMessage);
      takeSignOutReason();
      startSession(inspectorSignIn);

      const saved: string[] = [];
      const { unmount } = await renderAsPage(
        editor((text) => {
          saved.push(text);
          return Promise.resolve();
        }),
      );
      const comment = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
      expect(comment.value).toBe('Scratch on the hood, 4 inches, through the clear coat');
      expect(screen.getByText(restoredHint)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull());
      expect(saved).toEqual(['Scratch on the hood, 4 inches, through the clear coat']);
      unmount();

      await renderAsPage(editor());
      expect(screen.getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    });

    it('is forgotten when the user chooses to leave the page without saving it', async () => {
      const { leave } = await renderAsPage(editor());
      fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Not this either' } });
      void leave();
      fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
      cleanup();
      await renderAsPage(editor());
      expect(screen.getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    });

    it('is forgotten when cancelled', async () => {
      const { unmount } = await renderAsPage(editor());
      fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Not this' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      unmount();
      await renderAsPage(editor());
      expect(screen.getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    });

    it('is not shown to another user, and a sign-out by the user forgets it', async () => {
      await writeThenLose('Mine');
      endSession(sessionExpiredMessage);
      startSession({ ...inspectorSignIn, cloudUser: { ...inspectorSignIn.cloudUser, id: inspectorSignIn.cloudUser.id + 1 } });
      const other = await renderAsPage(editor());
      expect(screen.getByRole('button', { name: 'Edit comment' })).toBeTruthy();
      other.unmount();

      startSession(inspectorSignIn);
      endSessionByUser();
      startSession(inspectorSignIn);
      await renderAsPage(editor());
      expect(screen.getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    });

    it('is still kept after a refused sign-in (a wrong password after the expiry)', async () => {
      await writeThenLose('Kept through a typo');
      endSession(sessionExpiredMessage);
      // The sign-in form ends whatever session is left when the server refuses the password.
      endSession();
      startSession(inspectorSignIn);
      await renderAsPage(editor());
      expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('Kept through a typo');
    });
  });
});
