/**
 * The kit's combobox: a labelled input whose list follows what is typed; the arrows, Enter and
 * Escape from the keyboard, a tap on an option; the choice is the caller's.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, matchingOptions, type ComboboxOption } from './combobox';

const options: ComboboxOption[] = [
  { value: '1', label: 'Hood' },
  { value: '10', label: 'Left Front Door' },
  { value: '11', label: 'Left Rear Door' },
  { value: '17', label: 'Right Front Door' },
  { value: '35', label: 'Windshield' },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Search items"
      hint="Type part of a name"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('matchingOptions', () => {
  it('keeps the options holding every word typed, in any order and case', () => {
    expect(matchingOptions(options, 'door front').map((option) => option.label)).toEqual(['Left Front Door', 'Right Front Door']);
    expect(matchingOptions(options, '  ').length).toBe(options.length);
    expect(matchingOptions(options, 'xyz')).toEqual([]);
  });
});

describe('Combobox', () => {
  it('is a combobox named by its label whose list filters as the user types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Search items' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Type part of a name');
    await user.type(input, 'rear');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Left Rear Door']);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No match');
  });

  it('moves with the arrows, takes the lit option with Enter and shows its name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Search items' });
    await user.type(input, 'door');
    const lit = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(lit()).toBe('Left Front Door');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(lit()).toBe('Right Front Door');
    await user.keyboard('{ArrowDown}');
    expect(lit()).toBe('Left Front Door');
    await user.keyboard('{ArrowUp}');
    expect(lit()).toBe('Right Front Door');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('17');
    expect((input as HTMLInputElement).value).toBe('Right Front Door');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then gives the text back to the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Search items' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(options.length);
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Hood');
    await user.type(input, 'x');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Hoodx');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('Hood');
  });

  it('takes an option that is tapped, the focus staying in the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Search items' });
    await user.type(input, 'wind');
    await user.click(screen.getByRole('option', { name: 'Windshield' }));
    expect(onChange).toHaveBeenCalledWith('35');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('Windshield');
  });
});
