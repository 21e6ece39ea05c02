/**
 * The kit's checkbox (ADR 0079): a native checkbox named by its label, each change one event with
 * the new state, disabled when told; drawn without Chakra, so no provider.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label; a tap on the label ticks it and reports the new state', () => {
    const changes: boolean[] = [];
    function Ticked() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          checked={checked}
          onCheckedChange={(next) => {
            changes.push(next);
            setChecked(next);
          }}
        >
          Remember my Username
        </Checkbox>
      );
    }
    render(<Ticked />);
    const box = screen.getByRole('checkbox', { name: 'Remember my Username' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember my Username'));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it("passes the native attributes and the caller's onChange, and is not changed while disabled", () => {
    const onChange = vi.fn();
    render(
      <Checkbox name="spare" disabled aria-describedby="why" checked={false} onChange={onChange}>
        Spare tyre
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Spare tyre' }) as HTMLInputElement;
    expect(box.name).toBe('spare');
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('why');
    fireEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
