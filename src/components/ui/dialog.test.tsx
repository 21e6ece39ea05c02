import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog title="Edit Damage" description="Stock 4411 · Front bumper" open={open} onClose={close} closeButton footer={<button type="button">Save</button>}>
        <input aria-label="Description" />
      </Dialog>
    </>
  );
}

describe('the kit dialog', () => {
  it('is a modal dialog named by its title and described by its line, with the focus on its first control', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Damage' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Stock 4411 · Front bumper');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
    // The page behind stays put while it is open.
    expect(document.documentElement.dataset.modalOpen).toBe('');
  });

  it('closes on Escape and on Close, giving the focus back to what opened it', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Description' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.dataset.modalOpen).toBeUndefined();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside: past the last control comes the first', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    // happy-dom lays nothing out: every control counts as shown.
    for (const element of screen.getByRole('dialog').querySelectorAll<HTMLElement>('input, button'))
      Object.defineProperty(element, 'offsetParent', { value: document.body });
    const tab = fireEvent.keyDown(close, { key: 'Tab' });
    expect(tab).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });

  it('a tap beside it closes it, unless it holds a form that says no', () => {
    const onClose = vi.fn();
    const { container, rerender } = render(
      <Dialog title="Keys" onClose={onClose}>
        text
      </Dialog>,
    );
    fireEvent.click(document.querySelector('.lc-dialog-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Dialog title="Keys" onClose={onClose} closeOnInteractOutside={false}>
        text
      </Dialog>,
    );
    fireEvent.click(document.querySelector('.lc-dialog-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(container).toBeTruthy();
  });

  it('a question asked over an open dialog is drawn inside it, and Escape there closes the question only', () => {
    const closeOuter = vi.fn();
    const closeQuestion = vi.fn();
    const damage = (
      <Dialog title="New Damage" onClose={closeOuter}>
        <input aria-label="Description" />
      </Dialog>
    );
    const { rerender } = render(damage);
    rerender(
      <>
        {damage}
        <Dialog title="Approve Inspection?" role="alertdialog" onClose={closeQuestion}>
          <button type="button">Approve</button>
        </Dialog>
      </>,
    );
    const outer = screen.getByRole('dialog', { name: 'New Damage' });
    const question = screen.getByRole('alertdialog', { name: 'Approve Inspection?' });
    expect(outer.contains(question)).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Approve' }), { key: 'Escape' });
    expect(closeQuestion).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
