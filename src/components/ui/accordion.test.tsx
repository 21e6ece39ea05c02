/**
 * The kit's accordion (ADR 0080): titles that are buttons saying whether their part is open and
 * which region they control, the region named by its title; several open at once (`multiple`),
 * closing again (`collapsible`), content drawn when first opened (`lazyMount`) and then kept.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionRootProps } from './accordion';

function Cards(props: Partial<AccordionRootProps>) {
  return (
    <Accordion.Root variant="plain" {...props}>
      {['Shops', 'Action Codes Mapping'].map((title) => (
        <Accordion.Item key={title} value={title}>
          <Accordion.ItemTrigger heading="h2">
            {title}
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <input aria-label={`Search ${title}`} />
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const title = (name: string) => screen.getByRole('button', { name });

describe('the kit accordion', () => {
  it('titles are buttons in headings, collapsed at first, with nothing drawn under them when lazy', () => {
    render(<Cards lazyMount />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Shops', 'Action Codes Mapping']);
    expect(screen.getByRole('heading', { level: 2, name: 'Shops' }).contains(title('Shops'))).toBe(true);
    expect(title('Shops').getAttribute('aria-expanded')).toBe('false');
    expect(title('Shops').getAttribute('type')).toBe('button');
    // Nothing to control yet: no reference to a region that is not there.
    expect(title('Shops').getAttribute('aria-controls')).toBeNull();
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(0);
  });

  it('a title opens its region, named by the title and controlled by it, and closes it again when collapsible', () => {
    const onValueChange = vi.fn();
    render(<Cards lazyMount collapsible onValueChange={onValueChange} />);
    fireEvent.click(title('Shops'));
    expect(title('Shops').getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Shops' });
    expect(title('Shops').getAttribute('aria-controls')).toBe(region.id);
    expect(region.contains(screen.getByRole('textbox', { name: 'Search Shops' }))).toBe(true);
    expect(document.querySelector('.lc-accordion-indicator')?.getAttribute('data-state')).toBe('open');
    // One at a time without `multiple`: the other closes the first.
    fireEvent.click(title('Action Codes Mapping'));
    expect(title('Shops').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Shops' })).toBeNull();
    fireEvent.click(title('Action Codes Mapping'));
    expect(title('Action Codes Mapping').getAttribute('aria-expanded')).toBe('false');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([['Shops'], ['Action Codes Mapping'], []]);
  });

  it('without collapsible, the one open part stays open', () => {
    render(<Cards defaultValue={['Shops']} />);
    fireEvent.click(title('Shops'));
    expect(title('Shops').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Shops' })).toBeTruthy();
  });

  it('with multiple, several are open at once, and a closed part keeps what it holds, hidden', () => {
    render(<Cards multiple collapsible lazyMount />);
    fireEvent.click(title('Shops'));
    fireEvent.click(title('Action Codes Mapping'));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      title('Shops').id,
      title('Action Codes Mapping').id,
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Shops' }), { target: { value: 'Bay' } });
    fireEvent.click(title('Shops'));
    expect(title('Shops').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(document.getElementById(title('Shops').getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    fireEvent.click(title('Shops'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search Shops' }).value).toBe('Bay');
  });

  it('with unmountOnExit a closed part is dropped', () => {
    render(<Cards multiple collapsible lazyMount unmountOnExit />);
    fireEvent.click(title('Shops'));
    fireEvent.click(title('Shops'));
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(0);
    expect(title('Shops').getAttribute('aria-controls')).toBeNull();
  });

  it('↓ ↑ Home End move between the titles, not from inside a part', () => {
    render(<Cards multiple collapsible />);
    title('Shops').focus();
    fireEvent.keyDown(title('Shops'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(title('Action Codes Mapping'));
    fireEvent.keyDown(title('Action Codes Mapping'), { key: 'Home' });
    expect(document.activeElement).toBe(title('Shops'));
    fireEvent.keyDown(title('Shops'), { key: 'End' });
    expect(document.activeElement).toBe(title('Action Codes Mapping'));
    fireEvent.keyDown(title('Action Codes Mapping'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(title('Shops'));
    fireEvent.click(title('Shops'));
    const search = screen.getByRole('textbox', { name: 'Search Shops' });
    search.focus();
    expect(fireEvent.keyDown(search, { key: 'End' })).toBe(true);
    expect(document.activeElement).toBe(search);
  });
});
