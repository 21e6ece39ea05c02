/**
 * The kit's heading (ADR 0079): a heading at the level the caller gives, looking the size it is
 * asked to, drawn without Chakra, so no provider is needed.
 */
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';

describe('Heading', () => {
  it('is a heading of the level the caller gives, named by its text, whatever its size', () => {
    render(
      <>
        <Heading as="h1" size="sm">
          Vehicles
        </Heading>
        <Heading as="h3" size="2xl" id="tyres-heading">
          Tyres
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' }).getAttribute('data-size')).toBe('sm');
    const tyres = screen.getByRole('heading', { level: 3, name: 'Tyres' });
    expect(tyres.getAttribute('data-size')).toBe('2xl');
    expect(tyres.id).toBe('tyres-heading');
  });

  it("is Chakra's xl unless told, muted when asked, and keeps the caller's class beside its own", () => {
    render(
      <Heading as="h2" color="fg.muted" className="pv-section-title">
        Damages
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Damages' });
    expect(heading.getAttribute('data-size')).toBe('xl');
    expect(heading.getAttribute('data-color')).toBe('fg.muted');
    expect(heading.className).toBe('lc-heading pv-section-title');
  });

  it('can take the focus when a dialog opens at it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading as="h3" size="sm" ref={ref} tabIndex={-1}>
        Response
      </Heading>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Response' }));
  });
});
