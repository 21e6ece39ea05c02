/** The kit's badge (ADR 0080): its text is what it says; its palette and size reach the sheet. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('reads as its text, gray and small unless told otherwise', () => {
    render(<Badge>Waiting to send</Badge>);
    const badge = screen.getByText('Waiting to send');
    expect(badge.className).toBe('lc-badge');
    expect(badge.getAttribute('data-palette')).toBeNull();
    expect(badge.getAttribute('data-size')).toBeNull();
  });

  it('passes its palette, size, variant, title and the caller’s class on', () => {
    render(
      <Badge colorPalette="yellow" size="lg" variant="outline" title="Computed on this device" className="later">
        Provisional
      </Badge>,
    );
    const badge = screen.getByTitle('Computed on this device');
    expect(badge.textContent).toBe('Provisional');
    expect(badge.className).toBe('lc-badge later');
    expect(badge.dataset).toMatchObject({ palette: 'yellow', size: 'lg', variant: 'outline' });
  });
});
