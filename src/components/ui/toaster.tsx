/**
 * The renderer and store of the snackbars (components/snackbar.ts is the API to use), in plain
 * CSS (toaster.css: Chakra's toast recipe): at the top centre, 6000 ms each, three at most on
 * screen (the next ones wait their turn, so a burst of failures does not bury the page). Errors
 * and warnings are announced at once (role alert), info and success politely (role status).
 * Each has a 44 px "Dismiss notification" button; Escape on a focused one dismisses it. They
 * wait while the pointer or the focus is on them and while the tab is hidden; Alt+T moves the
 * focus to them. Loaded with the first snackbar, not with the page.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { SnackbarSeverity } from '@/components/snackbar';
import { snackbarDurationMs } from '@/components/snackbar';
import { CloseButton } from './button';
import { StatusIcon } from './notice';
import './toaster.css';

interface Toast {
  id: number;
  type: SnackbarSeverity;
  title: string;
}

const shownAtOnce = 3;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The snackbars' store: snackbar.ts creates and dismisses; tests remove them all at once. */
export const toaster = {
  create({ type, title }: { type: SnackbarSeverity; title: string }): number {
    const id = nextId++;
    update([...toasts, { id, type, title }]);
    return id;
  },
  /** One snackbar, or every one. */
  dismiss(id?: number) {
    update(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
  },
  remove() {
    update([]);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const hiddenTab = () => document.visibilityState === 'hidden';
function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Which snackbar the pointer and the focus are on: while one is, none counts down. */
interface Held {
  pointer: number | null;
  focus: number | null;
}

/** One snackbar: it hides itself once it has been on screen, unpaused, for its time. */
function Snackbar({ toast, paused, hold }: { toast: Toast; paused: boolean; hold: (change: Partial<Held>) => void }) {
  const left = useRef(snackbarDurationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => toaster.dismiss(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div
      className="lc-toast"
      data-type={toast.type}
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      onPointerEnter={() => hold({ pointer: toast.id })}
      onPointerLeave={() => hold({ pointer: null })}
      onFocus={() => hold({ focus: toast.id })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold({ focus: null });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        toaster.dismiss(toast.id);
      }}
    >
      <StatusIcon status={toast.type} className="lc-toast-indicator" />
      <p className="lc-toast-title">{toast.title}</p>
      <CloseButton aria-label="Dismiss notification" onClick={() => toaster.dismiss(toast.id)} />
    </div>
  );
}

export function Toaster() {
  const all = useSyncExternalStore(subscribe, () => toasts);
  const tabHidden = useSyncExternalStore(subscribeVisibility, hiddenTab);
  const [held, setHeld] = useState<Held>({ pointer: null, focus: null });
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const shown = all.slice(0, shownAtOnce);
  // A snackbar that went while the pointer or the focus was on it holds nothing any more.
  const paused = tabHidden || shown.some((toast) => toast.id === held.pointer || toast.id === held.focus);
  const hold = (change: Partial<Held>) => setHeld((was) => ({ ...was, ...change }));
  return createPortal(
    <section ref={region} className="lc-toaster" aria-label="Notifications, top (Alt+T)" aria-live="polite" aria-relevant="additions text" tabIndex={-1}>
      {shown.map((toast) => (
        <Snackbar key={toast.id} toast={toast} paused={paused} hold={hold} />
      ))}
    </section>,
    document.body,
  );
}
