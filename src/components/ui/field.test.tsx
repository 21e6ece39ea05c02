/**
 * The kit's fields (ADR 0079): the label names the control, the hint or the error and the counter
 * describe it, an error or a text past its counter marks it invalid, a required one says so, the
 * caller's ref and native attributes reach the control; drawn without Chakra, so no provider.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Fieldset, TextArea, TextField } from './field';

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Username" hint="Your e-mail address is best." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(description(input)).toBe('Your e-mail address is best.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('shows the error in place of the hint, marks the input invalid and points at the error', () => {
    render(<TextField label="Name" hint="As on the contract." error="Enter a name" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Enter a name');
    expect(document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent).toBe('Enter a name');
    expect(screen.queryByText('As on the contract.')).toBeNull();
  });

  it('keeps the same input, and the focus in it, when an error comes and goes while typing', () => {
    function Typed() {
      const [value, setValue] = useState('');
      return <TextField label="VIN" value={value} onChange={(event) => setValue(event.target.value)} error={value.length > 2 ? 'Too long' : undefined} />;
    }
    render(<Typed />);
    const input = screen.getByRole('textbox', { name: 'VIN' });
    input.focus();
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'VIN' })).toBe(input);
    expect(document.activeElement).toBe(input);
  });

  it('marks a required field with the native attribute and a marker that is not part of its name', () => {
    render(<TextField label="Name" required value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it("passes the caller's ref, attributes and description to the input, after the field's own", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="why">The report cannot be changed.</p>
        <TextField
          ref={ref}
          label="Grade"
          size="lg"
          inputMode="decimal"
          disabled
          aria-describedby="why"
          error="Grade must be a number"
          value="x"
          onChange={() => {}}
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Grade' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('data-size')).toBe('lg');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(description(input)).toBe('Grade must be a number | The report cannot be changed.');
  });

  it('may be named by the caller alone (a search box), and still says its error', () => {
    render(<TextField aria-label="Search vehicles" type="search" error="Enter at least 3 characters" value="ab" onChange={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search vehicles' });
    expect(description(input)).toBe('Enter at least 3 characters');
    expect(document.querySelector('label')).toBeNull();
  });

  it('draws an element inside its end (a show-password button) and what the caller puts under it', () => {
    render(
      <TextField label="Password" type="password" endElement={<button type="button">Show password</button>} value="" onChange={() => {}}>
        <p>Strength: weak</p>
      </TextField>,
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByText('Strength: weak')).toBeTruthy();
  });
});

describe('TextArea', () => {
  it('counts the characters as n/max, said politely, and describes the text area with it', () => {
    render(<TextArea label="Description" counter={200} value={'x'.repeat(199)} onChange={() => {}} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    const counter = screen.getByText('199/200');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(counter.hasAttribute('data-over')).toBe(false);
    expect(description(area)).toBe('199/200');
    expect(area.getAttribute('aria-invalid')).toBeNull();
  });

  it('at the limit the counter is as before (nothing is lost); past it, red, it says that some text will be lost and marks the text area invalid', () => {
    const { rerender } = render(<TextArea label="Note" counter={254} value={'x'.repeat(254)} onChange={() => {}} />);
    expect(screen.getByText('254/254').hasAttribute('data-over')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('aria-invalid')).toBeNull();
    rerender(<TextArea label="Note" counter={254} count={255} value={` ${'x'.repeat(255)} `} onChange={() => {}} />);
    expect(screen.getByText('255/254 · Some text will be lost').hasAttribute('data-over')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('wires an error with the counter, the error first', () => {
    render(<TextArea label="Description" counter={200} error="Description must be at most 200 characters" value={'x'.repeat(201)} onChange={() => {}} />);
    expect(description(screen.getByRole('textbox', { name: 'Description' }))).toBe(
      'Description must be at most 200 characters | 201/200 · Some text will be lost',
    );
  });
});

describe('Fieldset', () => {
  it('names its group by the legend, is described by its hint and its error, and is a native fieldset that disables its controls', () => {
    render(
      <Fieldset legend="API Settings" hint="What the user may call." error="Choose at least one" disabled>
        <input type="checkbox" aria-label="Cloud User" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'API Settings' });
    expect(description(group)).toBe('What the user may call. | Choose at least one');
    // The browser disables what a disabled fieldset holds (happy-dom does not model it).
    expect(group.tagName).toBe('FIELDSET');
    expect((group as HTMLFieldSetElement).disabled).toBe(true);
  });
});
