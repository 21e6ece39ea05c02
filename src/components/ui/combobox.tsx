/**
 * The kit's combobox (issue 41): a text input that filters a list of choices as the user types,
 * the WAI-ARIA combobox pattern with a listbox (list autocomplete, the focus stays in the input,
 * `aria-activedescendant` names the option lit). A field like the text field (field.tsx): its
 * label names it, its hint describes it. Drawn in static CSS (combobox.css), for plain screens
 * (the damage dialog) and Chakra ones alike.
 *
 * Typing opens the list of the choices whose name holds every word typed (in any order, any
 * case). ↓ and ↑ open it and move through it (Home and End too, once moved), Enter takes the
 * option lit, Escape closes the list, and a second Escape gives the text back to the choice's
 * name. A tap or a click takes an option; each option is 44 px tall under a coarse pointer.
 * Leaving the field closes the list and shows the chosen option's name again. Controlled: the
 * caller holds the chosen value and is told of a new one (`onChange`).
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Field, frameOf, type FieldProps, type InputSize } from './field';
import './combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps extends FieldProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  size?: InputSize;
  disabled?: boolean;
  /** Said in the list when no choice fits what was typed. */
  emptyText?: string;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The options whose label holds every word of `text`, in their order. */
export function matchingOptions<O extends ComboboxOption>(options: readonly O[], text: string): O[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const label = option.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}

export function Combobox({ options, value, onChange, placeholder, size = 'md', emptyText = 'No match', ref, ...props }: ComboboxProps) {
  const { frame, control } = frameOf(props);
  const listId = useId();
  const chosen = options.find((option) => option.value === value) ?? null;
  /** What the user typed since the field showed the choice; null while it shows the choice's name. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => (open ? matchingOptions(options, typed ?? '') : []), [open, options, typed]);
  const text = typed ?? chosen?.label ?? '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const light = (index: number) => {
    setActive(index);
    const element = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(index))}`);
    element?.scrollIntoView({ block: 'nearest' });
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const take = (option: ComboboxOption) => {
    close();
    setTyped(null);
    onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else if (last >= 0) light(active >= last ? 0 : active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(options.length - 1);
        } else if (last >= 0) light(active <= 0 ? last : active - 1);
        return;
      case 'Home':
      case 'End':
        if (!open || active < 0 || last < 0) return;
        event.preventDefault();
        light(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        const option = open ? shown[active] : undefined;
        if (!option) return;
        event.preventDefault();
        take(option);
        return;
      }
      case 'Escape':
        if (open) {
          // The list closes; the dialog around it stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (typed !== null) {
          event.preventDefault();
          event.stopPropagation();
          setTyped(null);
        }
        return;
    }
  };

  return (
    <Field {...frame}>
      {(wiring) => (
        <div className="lc-combobox">
          <input
            ref={ref}
            className="lc-input"
            data-size={size}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 && active < shown.length ? optionId(active) : undefined}
            placeholder={placeholder}
            value={text}
            {...wiring}
            {...control}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
              setActive(event.target.value.trim() === '' ? -1 : 0);
            }}
            // In the capture phase: an Escape that closes the list is not also the dialog's around it (modal.ts).
            onKeyDownCapture={onKeyDown}
            onBlur={() => {
              close();
              setTyped(null);
            }}
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof frame.label === 'string' ? frame.label : undefined}
            className="lc-combobox-list"
            hidden={!open || shown.length === 0}
          >
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active ? '' : undefined}
                className="lc-combobox-option"
                // The focus stays in the input: a tap on an option does not blur it first.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => take(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {open && shown.length === 0 ? (
            <p className="lc-combobox-list lc-combobox-empty" role="status">
              {emptyText}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
