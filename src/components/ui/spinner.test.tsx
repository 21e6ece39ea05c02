/**
 * The kit's spinner (ADR 0079): silent beside a text that says what is going on, a status that
 * says what it waits for when nothing else does; drawn without Chakra, so no provider is needed.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology when the text beside it says what is happening', () => {
    const { container } = render(
      <p>
        Loading… <Spinner size="xs" />
      </p>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.lc-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.lc-spinner')?.getAttribute('data-size')).toBe('xs');
  });

  it('says what it waits for as a status when it stands alone', () => {
    render(<Spinner color="fg.muted" label="Saving 51" />);
    const status = screen.getByRole('status', { name: 'Saving 51' });
    expect(status.getAttribute('data-color')).toBe('fg.muted');
    expect(status.getAttribute('data-size')).toBe('sm');
  });
});
