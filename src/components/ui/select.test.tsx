/**
 * The kit's select (ADR 0079): a native select, named by its label or by the caller, its hint or
 * error tied to it as a text field's; drawn without Chakra, so no provider.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('is a combobox named by its label, described by its hint, that reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <Select label="Site" hint="The sites you may see." value="" onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose Option</option>
        <option value="DAL">DAL</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Site' });
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The sites you may see.');
    fireEvent.change(select, { target: { value: 'DAL' } });
    expect(onChange).toHaveBeenCalledWith('DAL');
  });

  it('marks itself invalid and required, with the error under it', () => {
    render(
      <Select label="Item" required error="Choose an item" value="" onChange={() => {}}>
        <option value="">Choose an item</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Item' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.hasAttribute('required')).toBe(true);
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose an item');
  });

  it('is drawn alone, named by the caller, with its size, its disabled state and the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = render(
      <Select ref={ref} aria-label="Transaction code of A1" size="lg" disabled className="wide" value="1" onChange={() => {}}>
        <option value="1">1</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Transaction code of A1' });
    expect(ref.current).toBe(select);
    expect((select as HTMLSelectElement).disabled).toBe(true);
    expect(select.getAttribute('data-size')).toBe('lg');
    expect(container.querySelector('label, .lc-field')).toBeNull();
    expect(select.parentElement?.className).toBe('lc-select wide');
  });
});
