/**
 * The kit's menu (ADR 0080): a button that opens a list of actions under it, the WAI-ARIA menu
 * button pattern, in static CSS (menu.css), so that the shell's profile menu opens offline and
 * before Chakra as everything else of the shell does.
 *
 *   <Menu trigger={(props) => <ProfileButton {...props} />} label="Avery Admin">
 *     <MenuItem onSelect={…}>Logout</MenuItem>
 *   </Menu>
 *
 * Opened by a tap or Enter, Space or ↓ (the focus on the first item) or ↑ (on the last); ↑ ↓ Home
 * End move between items, Escape closes it and gives the focus back to its button, Tab or a tap
 * elsewhere closes it. A choice closes it. Items are buttons or links (`MenuLinkItem`), or radio
 * items in a labelled group (`MenuRadioGroup`), each 44 px tall under a coarse pointer.
 * Not in a portal: the menu stays inside its button's landmark (the top bar's banner).
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import './menu.css';

interface MenuContextValue {
  /** Closes the menu; the focus goes back to its button unless `false`. */
  close: (giveFocusBack?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue>({ close: () => {} });

/** What the trigger receives: spread it on the button. */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuProps {
  trigger: (props: MenuTriggerProps) => ReactNode;
  children: ReactNode;
  /** Open from the start (the page was loaded again to open it). */
  defaultOpen?: boolean;
  /** Which edge of the button the menu lines up with: `end` (the default) or `start`. */
  align?: 'start' | 'end';
  /** The menu's own class, for its width. */
  className?: string;
}

const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])';

export function Menu({ trigger, children, defaultOpen = false, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Where the focus goes once the menu is drawn: the first item, the last, or none (a tap).
  const [focusOn, setFocusOn] = useState<'first' | 'last' | null>(defaultOpen ? 'first' : null);
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback((giveFocusBack = true) => {
    setOpen(false);
    if (giveFocusBack) button.current?.focus();
  }, []);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOn === 'last' ? list.at(-1) : list[0])?.focus();
    // A tap or a click anywhere else closes it; the focus stays where the tap put it.
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focusOn, close]);

  const openWith = (focus: 'first' | 'last' | null) => {
    setFocusOn(focus);
    setOpen(true);
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={root} className="lc-menu-root">
      {trigger({
        ref: button,
        id: buttonId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close() : openWith(null)),
        onKeyDown: onButtonKey,
      })}
      {open ? (
        <MenuContext value={{ close }}>
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            className={className ? `lc-menu ${className}` : 'lc-menu'}
            data-align={align}
            onKeyDown={onMenuKey}
          >
            {children}
          </div>
        </MenuContext>
      ) : null}
    </div>
  );
}

/** An action: runs `onSelect`, then the menu closes (the focus back on its button). */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  const { close } = use(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="lc-menu-item"
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/**
 * A place to go: the caller's link (a router link, an `<a>`), given the item's role and class
 * through `render`; the menu closes as the link is followed.
 */
export function MenuLinkItem({ render }: { render: (props: ComponentPropsWithoutRef<'a'> & { role: 'menuitem' }) => ReactNode }) {
  const { close } = use(MenuContext);
  return render({ role: 'menuitem', tabIndex: -1, className: 'lc-menu-item', onClick: () => close(false) });
}

/** Choices of which one is on (Light, Dark, System), under a label that names the group. */
export function MenuRadioGroup<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const { close } = use(MenuContext);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className="lc-menu-group-label">
        {label}
      </div>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="menuitemradio"
          aria-checked={choice.value === value}
          tabIndex={-1}
          className="lc-menu-item"
          onClick={() => {
            close();
            onChange(choice.value);
          }}
        >
          <span>{choice.label}</span>
          {choice.value === value ? (
            <svg className="lc-menu-check" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
        </button>
      ))}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="lc-menu-separator" />;
}
