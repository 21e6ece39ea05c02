/**
 * The kit's switch (ADR 0079): a native checkbox with the switch role, named by what it switches
 * (shown or only announced), its state a word beside it that is not part of the name; drawn
 * without Chakra, so no provider.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Toggled({ hidden }: { hidden?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch checked={on} onCheckedChange={setOn} labelPlacement={hidden ? 'hidden' : 'start'} stateText={{ on: 'Active', off: 'Inactive' }}>
      Transaction code 12 active
    </Switch>
  );
}

describe('Switch', () => {
  it('is a switch named by what it switches, whose state word follows it and is not part of its name', () => {
    render(<Toggled />);
    const control = screen.getByRole('switch', { name: 'Transaction code 12 active' }) as HTMLInputElement;
    expect(control.checked).toBe(false);
    expect(screen.getByText('Inactive').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(control);
    expect(control.checked).toBe(true);
    expect(screen.getByText('Active').getAttribute('aria-hidden')).toBe('true');
    // A tap on the row's words switches it too.
    fireEvent.click(screen.getByText('Active'));
    expect(control.checked).toBe(false);
  });

  it('keeps its name when the label is only announced (a table row names it)', () => {
    render(<Toggled hidden />);
    const control = screen.getByRole('switch', { name: 'Transaction code 12 active' });
    // The name is the input's own: the row's text is the state alone, as a table's cell reads.
    expect(screen.queryByText('Transaction code 12 active')).toBeNull();
    expect(control.closest('label')?.textContent).toBe((control as HTMLInputElement).checked ? 'Active' : 'Inactive');
  });

  it('is not switched while disabled', () => {
    render(
      <Switch checked={false} disabled onChange={() => {}}>
        Complete
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Complete' }) as HTMLInputElement;
    expect(control.disabled).toBe(true);
    fireEvent.click(control);
    expect(control.checked).toBe(false);
  });

  it('while busy keeps the focus, says so, and is not switched again (ADR 0102)', () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch checked busy onCheckedChange={onCheckedChange}>
        Mapping of ALN active
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Mapping of ALN active' }) as HTMLInputElement;
    control.focus();
    expect(control.disabled).toBe(false);
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(control.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(control);
    expect(control.checked).toBe(true);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(control);
  });
});
