/** The kit's text link (ADR 0080): a link by role and name, on an `<a>` or on the router's link it wraps. */
import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('is a link named by its text, going where its href says', () => {
    render(
      <Link href="/files/1.jpg" variant="underline">
        Open the image
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Open the image' });
    expect(link.getAttribute('href')).toBe('/files/1.jpg');
    expect(link.className).toBe('lc-link');
    expect(link.getAttribute('data-variant')).toBe('underline');
  });

  it('draws its one child as the link, keeping the child’s own props and class', () => {
    const onClick = vi.fn();
    function RouterLike(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a {...props} href="/config" />;
    }
    render(
      <Link asChild className="back">
        <RouterLike className="own" onClick={onClick}>
          Back to Configuration
        </RouterLike>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Back to Configuration' });
    expect(link.getAttribute('href')).toBe('/config');
    expect(link.className).toBe('lc-link back own');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('inside a sentence says so, so its sheet keeps it as tall as the line', () => {
    render(
      <p>
        Values come from{' '}
        <Link href="/config" inline>
          the shared configuration
        </Link>
        .
      </p>,
    );
    expect(screen.getByRole('link', { name: 'the shared configuration' }).hasAttribute('data-inline')).toBe(true);
  });
});
