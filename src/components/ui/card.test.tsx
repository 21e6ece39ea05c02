/**
 * The kit's card (ADR 0079): Chakra's parts and props, on the element the caller names (a section
 * named by its heading, an item of a list), drawn without Chakra, so no provider is needed.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { Heading } from './heading';

describe('Card', () => {
  it('is a region named by its heading when it is a section, with its header, body and footer in order', () => {
    render(
      <Card.Root as="section" aria-labelledby="grade-heading" variant="elevated" size="sm">
        <Card.Header>
          <Heading as="h2" id="grade-heading">
            Grade
          </Heading>
        </Card.Header>
        <Card.Body>4.5</Card.Body>
        <Card.Footer>Saved</Card.Footer>
      </Card.Root>,
    );
    const card = screen.getByRole('region', { name: 'Grade' });
    expect(card.getAttribute('data-variant')).toBe('elevated');
    expect(card.getAttribute('data-size')).toBe('sm');
    expect([...card.children].map((part) => [part.className, part.textContent])).toEqual([
      ['lc-card-header', 'Grade'],
      ['lc-card-body', '4.5'],
      ['lc-card-footer', 'Saved'],
    ]);
  });

  it("is Chakra's outline card of size md unless told, an item of a list when it is one, with the caller's classes", () => {
    render(
      <ul aria-label="Damages">
        <Card.Root as="li" aria-label="Damage: Bumper" className="damage-card">
          <Card.Body className="insp-stack">Scratch</Card.Body>
        </Card.Root>
      </ul>,
    );
    const item = within(screen.getByRole('list', { name: 'Damages' })).getByRole('listitem', { name: 'Damage: Bumper' });
    expect(item.className).toBe('lc-card damage-card');
    expect(item.getAttribute('data-variant')).toBe('outline');
    expect(item.getAttribute('data-size')).toBe('md');
    expect(item.firstElementChild?.className).toBe('lc-card-body insp-stack');
  });
});
