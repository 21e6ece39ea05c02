/**
 * The kit's accordion (ADR 0080): parts of a page that open and close under their titles, the
 * WAI-ARIA accordion pattern in static CSS (accordion.css: Chakra's accordion recipe). The parts
 * are Chakra's:
 *
 *   <Accordion.Root multiple collapsible lazyMount variant="plain">
 *     <Accordion.Item value="shops">
 *       <Accordion.ItemTrigger heading="h2">
 *         Shops
 *         <Accordion.ItemIndicator />
 *       </Accordion.ItemTrigger>
 *       <Accordion.ItemContent>…</Accordion.ItemContent>
 *     </Accordion.Item>
 *   </Accordion.Root>
 *
 * Each title is a button (in a heading of the caller's level, `heading`) saying whether its part
 * is open (aria-expanded) and which region it controls; the region is named by its button.
 * ↓ ↑ Home End move between the titles. `multiple`: several open at once; `collapsible`: the one
 * open part closes again (with `multiple` any does). `lazyMount`: a part's content is drawn the
 * first time it opens, then kept, hidden, while closed (a list keeps its page); `unmountOnExit`
 * drops it instead. Uncontrolled (`defaultValue`) or controlled (`value`, `onValueChange`).
 * The frame of an item, its title's padding and its content's are the caller's (`className`).
 */
import { createContext, use, useId, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import './accordion.css';
import { withClass } from './with-class';

interface AccordionContextValue {
  value: readonly string[];
  toggle: (item: string) => void;
  /** The items whose content has been drawn (for `lazyMount`). */
  shown: ReadonlySet<string>;
  lazyMount: boolean;
  unmountOnExit: boolean;
  id: string;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

interface ItemContextValue {
  open: boolean;
  /** Whether the content is in the page (open, or kept while closed). */
  drawn: boolean;
  triggerId: string;
  contentId: string;
  toggle: () => void;
}

const ItemContext = createContext<ItemContextValue | null>(null);

function useItem(part: string): ItemContextValue {
  const item = use(ItemContext);
  if (item === null) throw new Error(`Accordion.${part} is drawn inside Accordion.Item`);
  return item;
}

export interface AccordionRootProps {
  /** Several parts open at once. */
  multiple?: boolean;
  /** The one open part closes again when its title is chosen (with `multiple`, any does). */
  collapsible?: boolean;
  /** The parts open at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** The open parts (controlled, with `onValueChange`). */
  value?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Draw a part's content only once it has been opened (then keep it, hidden, while closed). */
  lazyMount?: boolean;
  /** Drop a part's content when it closes. */
  unmountOnExit?: boolean;
  /** outline (the default): a line under each part; plain: none (the caller frames them). */
  variant?: 'outline' | 'plain';
  /** Chakra's: the titles' text, sm 14 px, md 16 px (the default), lg 18 px, and the space around them. */
  size?: 'sm' | 'md' | 'lg';
  /** The caller's layout of the parts (the space between them). */
  className?: string;
  children: ReactNode;
}

/** Where a key moves the focus among `count` titles, from the title `at`. */
const titleKeys: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => Math.min(at + 1, count - 1),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function Root({
  multiple = false,
  collapsible = false,
  defaultValue = [],
  value: controlled,
  onValueChange,
  lazyMount = false,
  unmountOnExit = false,
  variant = 'outline',
  size = 'md',
  className,
  children,
}: AccordionRootProps) {
  const id = useId();
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const value = controlled ?? own;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(value));
  // A part opened for the first time: its content is drawn from now on (React's state from the previous render).
  if (value.some((item) => !shown.has(item))) setShown(new Set([...shown, ...value]));

  const toggle = (item: string) => {
    const open = value.includes(item);
    if (open && !multiple && !collapsible) return;
    const next = open ? value.filter((other) => other !== item) : multiple ? [...value, item] : [item];
    if (controlled === undefined) setOwn(next);
    onValueChange?.(next);
  };

  // ↓ ↑ Home End between this accordion's titles (not a nested one's, not from inside a part).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = event.currentTarget;
    const triggers = [...root.querySelectorAll<HTMLButtonElement>('.lc-accordion-trigger')].filter((trigger) => trigger.closest('.lc-accordion') === root);
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const target = titleKeys[event.key]?.(at, triggers.length);
    if (target === undefined) return;
    event.preventDefault();
    triggers[target]!.focus();
  };

  return (
    <AccordionContext value={{ value, toggle, shown, lazyMount, unmountOnExit, id }}>
      <div className={withClass('lc-accordion', className)} data-variant={variant} data-size={size} onKeyDown={onKeyDown}>
        {children}
      </div>
    </AccordionContext>
  );
}

export interface AccordionItemProps extends ComponentPropsWithRef<'div'> {
  value: string;
}

/** A part: its title (ItemTrigger) and its content (ItemContent). */
function Item({ value, className, ...rest }: AccordionItemProps) {
  const accordion = use(AccordionContext);
  if (accordion === null) throw new Error('Accordion.Item is drawn inside Accordion.Root');
  const open = accordion.value.includes(value);
  const drawn = open || (!accordion.unmountOnExit && (!accordion.lazyMount || accordion.shown.has(value)));
  const item: ItemContextValue = {
    open,
    drawn,
    triggerId: `${accordion.id}-trigger-${value}`,
    contentId: `${accordion.id}-content-${value}`,
    toggle: () => accordion.toggle(value),
  };
  return (
    <ItemContext value={item}>
      <div {...rest} className={withClass('lc-accordion-item', className)} data-state={open ? 'open' : 'closed'} />
    </ItemContext>
  );
}

export interface AccordionItemTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** The heading the button sits in, at the caller's level in the page (drawn as the button's text). */
  heading?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** A part's title: the button that opens and closes it. */
function ItemTrigger({ heading: Heading, className, onClick, ...rest }: AccordionItemTriggerProps) {
  const item = useItem('ItemTrigger');
  const button = (
    <button
      {...rest}
      type="button"
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.drawn ? item.contentId : undefined}
      data-state={item.open ? 'open' : 'closed'}
      className={withClass('lc-accordion-trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        item.toggle();
      }}
    />
  );
  return Heading ? <Heading className="lc-accordion-heading">{button}</Heading> : button;
}

/** The chevron at the end of a title, turned up while its part is open (Chakra's). */
function ItemIndicator({ className }: { className?: string }) {
  const item = useItem('ItemIndicator');
  return (
    <span className={withClass('lc-accordion-indicator', className)} data-state={item.open ? 'open' : 'closed'} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}

/** A part's content: a region named by its title, hidden while the part is closed. */
function ItemContent({ className, ...rest }: Omit<ComponentPropsWithRef<'div'>, 'role'>) {
  const item = useItem('ItemContent');
  if (!item.drawn) return null;
  return (
    <div
      {...rest}
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      className={withClass('lc-accordion-content', className)}
    />
  );
}

export const Accordion = { Root, Item, ItemTrigger, ItemIndicator, ItemContent };
