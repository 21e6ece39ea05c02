/**
 * The report's comment or note being edited: its counter counts the text as it is saved
 * (trimmed), and says past 254 that some text will be lost (what reportTextWillBeCut said).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTextEditor } from './report-text-editor';

describe('ReportTextEditor', () => {
  it('counts the trimmed text against 254 and says when some of it will be lost', () => {
    render(<ReportTextEditor title="Note" value={null} canEdit marks={[]} onSave={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: `${'x'.repeat(254)}  ` } });
    expect(screen.getByText('254/254')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(note, { target: { value: 'x'.repeat(255) } });
    expect(screen.getByText('255/254 · Some text will be lost')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });
});
