/**
 * The kit's button (ADR 0079): a native button named by what it shows, busy (aria-disabled, keeping the focus) while
 * loading, a link drawn as a button with `asChild`, icon buttons named by their label; drawn
 * without Chakra, so no provider is needed.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, CloseButton, IconButton } from './button';

describe('Button', () => {
  it('is a native button named by its text, of type button unless told, with its look as data attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} variant="outline" colorPalette="red" size="sm" className="own" onClick={onClick}>
        Discard
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Discard' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('lc-button own');
    expect([button.dataset.variant, button.dataset.palette, button.dataset.size]).toEqual(['outline', 'red', 'sm']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes a native attribute through: a submit button submits its form', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" colorPalette="brand">
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading with a text, says that text, is busy and cannot be pressed again, nor submit its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingText="Saving…" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.lc-spinner')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the focus while loading: busy, not disabled (ADR 0102)', () => {
    const { rerender } = render(<Button>Stop</Button>);
    const button = screen.getByRole('button', { name: 'Stop' });
    button.focus();
    rerender(
      <Button loading disabled>
        Stop
      </Button>,
    );
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('while loading without a text, keeps its content (its width and its name) under the spinner', () => {
    const { container } = render(<Button loading>Refresh</Button>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.lc-button-content')?.textContent).toBe('Refresh');
    expect(container.querySelector('.lc-button-spinner .lc-spinner')).not.toBeNull();
  });

  it('stays disabled when told, loading or not', () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('draws its one child as the button with asChild: a link stays a link, with its own class and props', () => {
    render(
      <Button asChild variant="outline" colorPalette="brand">
        <a href="/vehicles/1/photos" className="own" target="_blank">
          Photo Management
        </a>
      </Button>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: 'Photo Management' });
    expect(link.className).toBe('lc-button own');
    expect(link.getAttribute('href')).toBe('/vehicles/1/photos');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.hasAttribute('type')).toBe(false);
    expect([link.dataset.variant, link.dataset.palette]).toEqual(['outline', 'brand']);
  });
});

describe('IconButton and CloseButton', () => {
  it('names an icon button by its label, square (data-icon), a pill when round', () => {
    render(
      <IconButton variant="ghost" round aria-label="Remove filter Site: DAL" aria-pressed={false}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove filter Site: DAL' });
    expect(button.hasAttribute('data-icon')).toBe(true);
    expect(button.hasAttribute('data-round')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('names the close button Close, or what it is told, and draws the ×', () => {
    const onClick = vi.fn();
    const { container } = render(
      <>
        <CloseButton onClick={onClick} />
        <CloseButton aria-label="Close menu" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close menu' }).dataset.variant).toBe('ghost');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });
});
