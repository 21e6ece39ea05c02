/** The kit's visually hidden text: part of a control's name, not of what is shown. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden, visuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('gives each of two alike checkboxes its own name, in a span the sheet hides', () => {
    render(
      <>
        {['front.jpg', 'rear.jpg'].map((name) => (
          <label key={name}>
            <input type="checkbox" />
            Private<VisuallyHidden> ({name})</VisuallyHidden>
          </label>
        ))}
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Private (rear.jpg)' })).toBeTruthy();
    expect(screen.getByText('(front.jpg)', { exact: false }).className).toBe(visuallyHidden);
  });
});
