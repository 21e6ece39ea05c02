/**
 * What a modal panel of the kit does, the dialog (dialog.tsx) and the drawer (drawer.tsx) alike,
 * on the browser's `<dialog>`, opened by its `open` attribute. Not `showModal()`: making the page
 * inert restyles every element of it, 50-280 ms at 4x CPU on a report of fifteen damages, more
 * than the whole budget of the tap that opens it (issue 13: 100 ms). Not `show()` either: its own
 * focusing steps focus an element of the panel at once, forcing its style and layout, and then
 * this module moves the focus where it belongs: two rounds of focus events, style and layout in
 * the tap (a trace of a tap on the damage diagram shows one now). So the panel does what a modal
 * dialog must itself: it says it is modal (`aria-modal`, the caller's), keeps the focus inside
 * (Tab wraps, focus that leaves is brought back), turns Escape into `onClose`, keeps the page
 * behind from scrolling, starts the focus on `initialFocusEl` (else the first control) and gives
 * it back to what had it when it closes.
 *
 * A panel opened while another is open (the damage dialog asks "Approve Inspection?" on Save)
 * is drawn inside that one (`useModalHost`), which keeps the focus inside itself; the keys typed
 * in it are its own.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ModalCallbacks {
  onClose: () => void;
  initialFocusEl?: () => HTMLElement | null;
}

const focusable =
  'button:not(:disabled), [href], select:not(:disabled), textarea:not(:disabled), input:not([type=hidden], [hidden], :disabled), [tabindex]:not([tabindex="-1"])';
/** Where the focus starts: the first control of the content, past the header and its close button. */
const firstControl =
  '[data-modal-content] :is(button, [href], select, textarea, input:not([type=hidden], [hidden]), [tabindex]:not([tabindex="-1"])):not(:disabled)';

/** The element a new panel is drawn in: the open panel it is asked over, else the body. */
export function useModalHost(): HTMLElement {
  const [host] = useState(() => {
    const open = document.querySelectorAll<HTMLElement>('dialog[data-modal][open]');
    return open.length > 0 ? open[open.length - 1]! : document.body;
  });
  return host;
}

/** How many panels keep the page behind from scrolling (`:root[data-modal-open]`, dialog.css). */
let scrollLocks = 0;

function lockPageScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.dataset.modalOpen = '';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) delete document.documentElement.dataset.modalOpen;
  };
}

/**
 * Opens the `<dialog data-modal>` in `ref` while the caller is mounted, and does what a modal
 * panel does (above). The callbacks are read when used: a new function each render reopens nothing.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, callbacks: ModalCallbacks): () => void {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The attribute shows it without the browser's focusing steps: the focus below is the only one.
    if (!dialog.open) dialog.setAttribute('open', '');
    const unlock = lockPageScroll();
    const first = () => dialog.querySelector<HTMLElement>(firstControl) ?? dialog.querySelector<HTMLElement>(focusable) ?? dialog;
    // Chrome would focus a scrolling body itself (a scroller is focusable): start on a control.
    (latest.current.initialFocusEl?.() ?? first()).focus();
    const keydown = (event: KeyboardEvent) => {
      // Keys in a panel opened over this one (drawn inside it) are that panel's.
      if (event.target instanceof Element && event.target.closest('dialog') !== dialog) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.offsetParent !== null);
      const firstOne = controls[0];
      const last = controls.at(-1);
      if (!firstOne || !last) return;
      if (event.shiftKey && document.activeElement === firstOne) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        firstOne.focus();
      }
    };
    // Focus that reaches the page behind (a click on the backdrop cannot, a screen reader's cursor might) comes back.
    const focusin = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) first().focus();
    };
    dialog.addEventListener('keydown', keydown);
    document.addEventListener('focusin', focusin);
    return () => {
      dialog.removeEventListener('keydown', keydown);
      document.removeEventListener('focusin', focusin);
      unlock();
      if (dialog.open) dialog.close();
      // The focus goes back to the button that opened it, when that is still on the page.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, [ref]);

  return () => latest.current.onClose();
}
