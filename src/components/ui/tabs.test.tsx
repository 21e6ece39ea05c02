/**
 * The kit's tabs (ADR 0080): a tablist whose chosen tab names and controls the one panel shown,
 * chosen by a tap or the arrows (automatic activation), the caller holding the value; panels
 * drawn when first chosen with `lazyMount`, then kept.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabsRootProps } from './tabs';

type Tab = 'basic' | 'reps' | 'defaults';

function DealerTabs({ onValueChange = () => {}, ...props }: Partial<TabsRootProps<Tab>>) {
  const [tab, setTab] = useState<Tab>('basic');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        onValueChange(value);
        setTab(value);
      }}
      colorPalette="brand"
      {...props}
    >
      <Tabs.List>
        <Tabs.Trigger value="basic">Basic</Tabs.Trigger>
        <Tabs.Trigger value="reps">Reps</Tabs.Trigger>
        <Tabs.Trigger value="defaults">Defaults</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="basic">The dealer</Tabs.Content>
      <Tabs.Content value="reps">The reps</Tabs.Content>
      <Tabs.Content value="defaults">
        <input aria-label="Fee" />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the kit tabs', () => {
  it('is a tablist whose chosen tab is selected, the one in the Tab order, and names the panel it controls', () => {
    render(<DealerTabs />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual(['Basic', 'Reps', 'Defaults']);
    expect(tab('Basic').getAttribute('aria-selected')).toBe('true');
    expect(tab('Reps').getAttribute('aria-selected')).toBe('false');
    expect([tab('Basic').tabIndex, tab('Reps').tabIndex, tab('Defaults').tabIndex]).toEqual([0, -1, -1]);
    // One panel shown, named by its tab, the one the chosen tab controls.
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tabpanel', { name: 'Basic' })).toBe(panel);
    expect(panel.textContent).toBe('The dealer');
    expect(tab('Basic').getAttribute('aria-controls')).toBe(panel.id);
    expect(document.querySelector('.lc-tabs')?.getAttribute('data-palette')).toBe('brand');
    expect(document.querySelector('.lc-tabs')?.getAttribute('data-variant')).toBe('line');
  });

  it('a tap chooses a tab: the caller is told its value and shows its panel', () => {
    const onValueChange = vi.fn();
    render(<DealerTabs onValueChange={onValueChange} />);
    fireEvent.click(tab('Reps'));
    expect(onValueChange).toHaveBeenCalledWith('reps');
    expect(tab('Reps').getAttribute('aria-selected')).toBe('true');
    expect(tab('Basic').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Reps' }).textContent).toBe('The reps');
    // The chosen tab again changes nothing.
    fireEvent.click(tab('Reps'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('← → Home End move the focus to another tab and choose it, round the ends', () => {
    const onValueChange = vi.fn();
    render(<DealerTabs onValueChange={onValueChange} />);
    tab('Basic').focus();
    fireEvent.keyDown(tab('Basic'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Reps'));
    expect(tab('Reps').getAttribute('aria-selected')).toBe('true');
    expect(tab('Reps').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Reps'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Defaults'));
    fireEvent.keyDown(tab('Defaults'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Basic'));
    fireEvent.keyDown(tab('Basic'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Defaults'));
    fireEvent.keyDown(tab('Defaults'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Basic'));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['reps', 'defaults', 'basic', 'defaults', 'basic']);
    expect(screen.getByRole('tabpanel', { name: 'Basic' })).toBeTruthy();
  });

  it('with lazyMount draws a panel when its tab is first chosen, then keeps it hidden with what was typed', () => {
    render(<DealerTabs lazyMount />);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    expect(screen.queryByText('The reps')).toBeNull();
    fireEvent.click(tab('Defaults'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Fee' }), { target: { value: '25' } });
    fireEvent.click(tab('Basic'));
    // Kept, hidden: out of the accessibility tree; the reps were never chosen, never drawn.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    expect(screen.queryByText('The reps')).toBeNull();
    fireEvent.click(tab('Defaults'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' }).value).toBe('25');
  });

  it('with unmountOnExit draws only the chosen panel; without either, every panel is there, hidden', () => {
    const { unmount } = render(<DealerTabs lazyMount unmountOnExit />);
    fireEvent.click(tab('Defaults'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Fee' }), { target: { value: '25' } });
    fireEvent.click(tab('Basic'));
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    fireEvent.click(tab('Defaults'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Fee' }).value).toBe('');
    unmount();

    render(<DealerTabs />);
    const panels = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
  });
});
