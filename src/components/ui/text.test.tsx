/** The kit's text (ADR 0084): the element asked for, its tone and size on it for the sheet, the caller's attributes kept. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './text';

describe('Text', () => {
  it('is a paragraph in the body’s tone unless told otherwise', () => {
    render(<Text>Last saved at noon.</Text>);
    const text = screen.getByText('Last saved at noon.');
    expect(text.tagName).toBe('P');
    expect(text.className).toBe('lc-text');
    expect(text.getAttribute('data-tone')).toBeNull();
    expect(text.getAttribute('data-size')).toBeNull();
  });

  it('draws the element, tone and size asked for, with the caller’s role and class', () => {
    render(
      <p>
        Sent:{' '}
        <Text as="span" tone="error" size="sm" role="status" className="later">
          The server refused it.
        </Text>
      </p>,
    );
    const text = screen.getByRole('status');
    expect(text.tagName).toBe('SPAN');
    expect(text.textContent).toBe('The server refused it.');
    expect(text.className).toBe('lc-text later');
    expect(text.dataset).toMatchObject({ tone: 'error', size: 'sm' });
  });
});
