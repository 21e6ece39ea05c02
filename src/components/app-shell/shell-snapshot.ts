/**
 * The signed-in frame as the device last drew it (ADR 0104): once the shell has been painted,
 * a copy of its side menu and top bar is kept in localStorage, and the boot script
 * (scripts/boot-preload.ts) paints that copy on the next load from the service worker, before
 * any module has run, with the page's area saying "Loading…". React's first render replaces it
 * whole, in one commit.
 *
 * The copy is a picture, not the app: `inert` and hidden from assistive technology, with nothing
 * in it that changes from page to page or moment to moment (the page's title, the current menu
 * entry, the connection and outbox status, the page itself). Elements the copy must not show
 * carry `data-snapshot="omit"`; those it shows empty, `data-snapshot="blank"`; those whose place
 * it keeps but does not show, `data-snapshot="hide"`.
 *
 * It is kept only for the code that drew it and for its user: the boot script paints it when the
 * stamp it was saved with is its own build's shell code (`window.__lotShellStamp`, set by the boot
 * script) and the signed-in user is the one it was saved for. Sign-out deletes it (auth/session).
 */
import { shellSnapshotKey } from '@/auth/storage-keys';

export interface ShellSnapshot {
  /** The shell code's file that drew it (the boot script's `__lotShellStamp`). */
  stamp: string;
  /** The signed-in user's id. */
  user: number;
  /** The frame's HTML, as shellSnapshotOf makes it. */
  html: string;
}

declare global {
  interface Window {
    /** Set by the boot script on a signed-in screen of a built console: the shell code's file. */
    __lotShellStamp?: string;
  }
}

/** The frame's copy: `frame` is the shell's root element (`.shell-frame`); the page's `<main>` is left empty. */
export function shellSnapshotOf(frame: Element): string {
  const copy = frame.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('[data-snapshot="omit"]')) element.remove();
  for (const element of copy.querySelectorAll('[data-snapshot="blank"]')) element.replaceChildren();
  for (const element of copy.querySelectorAll<HTMLElement>('[data-snapshot="hide"]')) element.style.visibility = 'hidden';
  for (const element of copy.querySelectorAll('main')) element.replaceChildren();
  // The menu entry of the page it was copied on is not the current one on the next load.
  for (const element of copy.querySelectorAll('a[aria-current], a[data-status]')) {
    element.removeAttribute('aria-current');
    element.removeAttribute('data-status');
    element.classList.remove('active');
  }
  // Every part but the page's area: a picture until the app has started.
  for (const part of copy.children) {
    const parts = part.querySelector('main') ? [...part.children].filter((child) => child.tagName !== 'MAIN') : [part];
    for (const element of parts) {
      element.setAttribute('inert', '');
      element.setAttribute('aria-hidden', 'true');
    }
  }
  return copy.outerHTML;
}

/** Keeps the copy of `frame` for `userId`; nothing in a console built without the boot script (the dev server). */
export function saveShellSnapshot(frame: Element, userId: number): void {
  const stamp = window.__lotShellStamp;
  if (stamp === undefined) return;
  const snapshot: ShellSnapshot = { stamp, user: userId, html: shellSnapshotOf(frame) };
  try {
    localStorage.setItem(shellSnapshotKey, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next load shows the splash, as it did before.
  }
}
