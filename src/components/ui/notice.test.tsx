/**
 * The kit's notice (ADR 0079): an error or a warning is an alert, anything else a status, and
 * what is read out is the message, not the button beside it; a caller may make it a note or a
 * labelled group instead. Drawn without Chakra, so no provider is needed.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('says an error or a warning as an alert, and the others as a status', () => {
    render(
      <>
        <Notice status="error">Not saved: Another user has that e-mail address</Notice>
        <Notice status="warning" title="DAL has no Cubed company: its vehicles cannot be pushed." />
        <Notice status="success" title="Vehicle 51 was queued." />
        <Notice>A new version is available.</Notice>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Not saved: Another user has that e-mail address',
      'DAL has no Cubed company: its vehicles cannot be pushed.',
    ]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Vehicle 51 was queued.', 'A new version is available.']);
  });

  it('reads out its message without its action, which stays a button beside it', () => {
    render(
      <Notice status="error" variant="outline" role="status" title="No connection" action={<button type="button">Close</button>}>
        The menu opens when the connection returns.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No connectionThe menu opens when the connection returns.');
    expect(status.contains(screen.getByRole('button', { name: 'Close' }))).toBe(false);
    const notice = status.parentElement!;
    expect([notice.getAttribute('data-status'), notice.getAttribute('data-variant'), notice.hasAttribute('data-action')]).toEqual(['error', 'outline', true]);
  });

  it('is a note, or a labelled group, when the caller says so: then the whole notice is', () => {
    render(
      <>
        <Notice status="neutral" role="note" id="read-only-note">
          Read only: this is the original inspection.
        </Notice>
        <Notice status="error" role="group" aria-label="Problem: Grade" title="Not saved: refused">
          <button type="button">Retry</button>
        </Notice>
      </>,
    );
    expect(screen.getByRole('note').id).toBe('read-only-note');
    expect(screen.getByRole('note').textContent).toBe('Read only: this is the original inspection.');
    expect(screen.getByRole('group', { name: 'Problem: Grade' }).contains(screen.getByRole('button', { name: 'Retry' }))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
