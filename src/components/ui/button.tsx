/**
 * The kit's button (ADR 0079): one for every screen, drawn in plain CSS (`lc-button`, button.css:
 * Chakra's button recipe, in the entry's stylesheet), the one button of every screen. In Chakra's vocabulary:
 * `variant`, `colorPalette`, `size`, `loading` and `loadingText`, `asChild`; every attribute of
 * a native button passes through, the ref too. No style props: the parent lays it out, or a
 * `className`. Under a coarse pointer (a finger) it is at least 44 px tall and wide.
 *
 *   <Button variant="outline" onClick={onRetry}>Try again</Button>
 *   <Button type="submit" colorPalette="brand" loading={pending} loadingText="Saving…">Save</Button>
 *   <Button asChild variant="outline"><RouterLink to="/vehicles">Vehicles</RouterLink></Button>
 *   <IconButton variant="ghost" aria-label="Show password">…</IconButton>
 *   <CloseButton onClick={onClose} />
 */
import { cloneElement, isValidElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Spinner } from './spinner';
import './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** solid (the default: the palette's fill), subtle (its tint), outline (its border), ghost (nothing until hovered). */
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost';
  /** gray (the default), the brand's, or red for what destroys or discards. */
  colorPalette?: 'gray' | 'brand' | 'red';
  /** xs 32 px, sm 36, md 40 (the default), lg 44 (Chakra's heights); 44 px at least for a finger. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** A pill: fully rounded ends. */
  round?: boolean;
  /**
   * Busy: a spinner, `aria-busy`, and `aria-disabled` rather than `disabled`: a press (a click,
   * Enter or Space, a form's implicit submission) does nothing, but the button keeps the focus,
   * which a disabled one drops to the page's body (ADR 0102). With `loadingText` the spinner and
   * that text show instead of the content; without, the spinner shows over the content, which
   * keeps the button's width and its accessible name. Loading wins over `disabled`.
   */
  loading?: boolean;
  loadingText?: ReactNode;
  /**
   * Draw the one child element as the button instead of a `<button>`: a link that looks like one
   * (a router `<Link>`, an `<a href>`). The child keeps its own props; the look and the class are added.
   */
  asChild?: boolean;
}

export type IconButtonProps = Omit<ButtonProps, 'loadingText' | 'asChild'> & {
  /** An icon says nothing: the name is required. */
  'aria-label': string;
};

export type CloseButtonProps = Omit<IconButtonProps, 'aria-label'> & {
  /** "Close" by default; say what it closes when there is more than one ("Close menu"). */
  'aria-label'?: string;
};

function drawButton(
  { variant, colorPalette, size, round, loading = false, loadingText, asChild, className, disabled, onClick, children, ...rest }: ButtonProps,
  icon: boolean,
) {
  const look = {
    className: className ? `lc-button ${className}` : 'lc-button',
    'data-variant': variant,
    'data-palette': colorPalette,
    'data-size': size,
    'data-round': round ? '' : undefined,
    'data-icon': icon ? '' : undefined,
  };
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const own = children.props.className;
    const passed = { ...rest, onClick };
    return cloneElement(children, { ...passed, ...look, ...children.props, className: own ? `${look.className} ${own}` : look.className });
  }
  const spinner = <Spinner size={size === 'xs' ? 'xs' : 'sm'} />;
  let content = children;
  if (loading && loadingText) {
    content = (
      <>
        {spinner}
        {loadingText}
      </>
    );
  } else if (loading) {
    content = (
      <>
        <span className="lc-button-spinner">{spinner}</span>
        <span className="lc-button-content">{children}</span>
      </>
    );
  }
  return (
    <button
      type="button"
      {...rest}
      {...look}
      disabled={disabled && !loading}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={
        loading
          ? // Busy: the press is refused, a submit button's too (a cancelled click submits nothing).
            (event) => event.preventDefault()
          : onClick
      }
    >
      {content}
    </button>
  );
}

export function Button(props: ButtonProps) {
  return drawButton(props, false);
}

/** A button that shows only an icon (its children), square; named by `aria-label`. */
export function IconButton(props: IconButtonProps) {
  return drawButton(props, true);
}

/** Chakra's close button: a ghost icon button with an ×, named "Close" unless told otherwise. */
export function CloseButton({ children, ...props }: CloseButtonProps) {
  return (
    <IconButton variant="ghost" aria-label="Close" {...props}>
      {children ?? (
        // Chakra's close icon: its two strokes, 2 wide with round ends, as a path drawn by a stroke.
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      )}
    </IconButton>
  );
}
