/**
 * The kit's tabs (ADR 0080): the WAI-ARIA tabs pattern in static CSS (tabs.css: Chakra's tabs
 * recipe), so that a screen shows its parts one at a time without Chakra. The parts are Chakra's:
 *
 *   <Tabs.Root value={tab} onValueChange={setTab} colorPalette="brand" lazyMount>
 *     <Tabs.List>
 *       <Tabs.Trigger value="basic">Basic</Tabs.Trigger>
 *       <Tabs.Trigger value="reps">Reps</Tabs.Trigger>
 *     </Tabs.List>
 *     <Tabs.Content value="basic">…</Tabs.Content>
 *     <Tabs.Content value="reps">…</Tabs.Content>
 *   </Tabs.Root>
 *
 * Controlled: the caller holds the value (the URL's, on the console's pages) and `onValueChange`
 * gets the tab chosen. A tablist of tabs, each naming and controlling its panel; the chosen one
 * is the only one in the Tab order (a roving tabindex); ← → Home End move to another tab and
 * choose it (automatic activation, as Chakra's). `lazyMount`: a panel is drawn the first time its
 * tab is chosen, then kept, hidden, while another is shown (what it holds, a draft, survives);
 * `unmountOnExit` drops it instead. Tabs are 40 px tall on a desk (size md), at least 44 px under
 * a coarse pointer; a list wider than its place scrolls sideways.
 */
import { createContext, use, useId, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';
import { withClass } from './with-class';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  /** The values whose panel has been shown (for `lazyMount`). */
  shown: ReadonlySet<string>;
  lazyMount: boolean;
  unmountOnExit: boolean;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const tabs = use(TabsContext);
  if (tabs === null) throw new Error(`Tabs.${part} is drawn inside Tabs.Root`);
  return tabs;
}

export interface TabsRootProps<V extends string> {
  /** The chosen tab's value. */
  value: V;
  /** A tab was chosen (a tap, or the arrows and Home End on the list): its value. */
  onValueChange: (value: V) => void;
  /** line (the default): the chosen tab's text in the text colour over a 2 px line; subtle: a tinted tab. */
  variant?: 'line' | 'subtle';
  /** The chosen tab's line (or tint): gray (the default) or the brand's. */
  colorPalette?: 'gray' | 'brand';
  /** Chakra's: sm 36 px tabs, md 40 px (the default), lg 44 px; the panel's top space grows with it. */
  size?: 'sm' | 'md' | 'lg';
  /** Draw a panel only once its tab has been chosen (then keep it, hidden). */
  lazyMount?: boolean;
  /** Drop a panel when another tab is chosen. */
  unmountOnExit?: boolean;
  /** The caller's layout of the whole. */
  className?: string;
  children: ReactNode;
}

function Root<V extends string>({
  value,
  onValueChange,
  variant = 'line',
  colorPalette = 'gray',
  size = 'md',
  lazyMount = false,
  unmountOnExit = false,
  className,
  children,
}: TabsRootProps<V>) {
  const id = useId();
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([value]));
  // A tab chosen for the first time: its panel is drawn from now on (React's state from the previous render).
  if (!shown.has(value)) setShown(new Set(shown).add(value));
  const context: TabsContextValue = {
    value,
    // The tabs' values are the caller's V: Tabs.Trigger takes them from the same list.
    select: (next) => {
      if (next !== value) onValueChange(next as V);
    },
    shown,
    lazyMount,
    unmountOnExit,
    tabId: (tab) => `${id}-tab-${tab}`,
    panelId: (tab) => `${id}-panel-${tab}`,
  };
  return (
    <TabsContext value={context}>
      <div className={withClass('lc-tabs', className)} data-variant={variant} data-palette={colorPalette} data-size={size}>
        {children}
      </div>
    </TabsContext>
  );
}

/** Where a key moves the focus in a row of `count` tabs, from the tab `at`. */
const tabKeys: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** The row of tabs: ← → move to the previous and next tab (round the ends), Home and End to the first and last. */
function List({ className, children }: { className?: string; children: ReactNode }) {
  const tabs = useTabs('List');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const target = tabKeys[event.key]?.(at, list.length);
    if (target === undefined) return;
    event.preventDefault();
    const tab = list[target]!;
    tab.focus();
    tab.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    tabs.select(tab.dataset.value!);
  };
  return (
    <div role="tablist" aria-orientation="horizontal" className={withClass('lc-tabs-list', className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'type' | 'role'> {
  value: string;
}

/** A tab, named by what it shows; it controls the panel of the same value. */
function Trigger({ value, className, onClick, ...rest }: TabsTriggerProps) {
  const tabs = useTabs('Trigger');
  const selected = tabs.value === value;
  return (
    <button
      {...rest}
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      aria-selected={selected}
      aria-controls={selected ? tabs.panelId(value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      className={withClass('lc-tabs-trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
    />
  );
}

export interface TabsContentProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  value: string;
}

/** A tab's panel, named by its tab; hidden while another tab is chosen. */
function Content({ value, className, ...rest }: TabsContentProps) {
  const tabs = useTabs('Content');
  const selected = tabs.value === value;
  const drawn = selected || (!tabs.unmountOnExit && (!tabs.lazyMount || tabs.shown.has(value)));
  if (!drawn) return null;
  return (
    <div
      {...rest}
      role="tabpanel"
      id={tabs.panelId(value)}
      aria-labelledby={tabs.tabId(value)}
      tabIndex={0}
      hidden={!selected}
      className={withClass('lc-tabs-content', className)}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
