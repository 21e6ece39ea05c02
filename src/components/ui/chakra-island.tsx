/**
 * A part drawn with Chakra inside a screen drawn in plain CSS (the signed-in shell, the
 * inspection editor): its code is imported once the Chakra system is there, not with the
 * screen, so that the screen's first paint neither builds the system nor evaluates Chakra's
 * components (ADR 0033). Until the system and the part's code are there, `fallback` shows.
 *
 *   const ConfirmDialog = chakraIsland(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));
 *
 * Every island of a loaded screen imports its code as soon as the system has loaded, whether it
 * is on screen or not: a dialog opened later, when the lot's network is gone, is already on the
 * device. A failed import (offline before the service worker had the code) leaves the fallback
 * and is tried again the next time the part renders and when the connection returns. A part
 * the user opens (a dialog, a menu) names itself (`opens`): while its code cannot be had, it says
 * so instead of a button that seems to do nothing, beside the fallback, and opens as soon as the
 * code arrives. A part kept mounted while closed (`open={false}`, or `defaultOpen={false}` for
 * one that opens itself) says nothing until it is opened. The notice shows where the part would
 * have opened, or, for a part with no place of its own in the page (a menu of the top bar, the
 * list of keys), at the foot of the window (`noticeAt: 'foot'`), with Close and Escape, which
 * call `onNoticeClose`: the owner then stops asking for the part (ADR 0062).
 */
import { memo, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { notSavedText } from '@/components/offline-texts';
import { loadAgainIfServerAnswers } from '@/components/load-again';
import { afterChakraSystem, loadChakraSystem } from './lazy-provider';
import { useChakraSoon, useCodeWhenOnline } from './with-chakra';
import { Notice } from './notice';
import './chakra-island.css';
import { Button } from './button';

export type IslandProps<P> = P & {
  /** Shown until the system and the part's code are there (nothing by default). */
  fallback?: ReactNode;
  /** The notice at the foot was closed (Close, Escape): the owner no longer wants the part open. */
  onNoticeClose?: () => void;
};

export interface IslandOptions {
  /** What the user opened, named in the notice shown while its code cannot be had ("Inspection Delivery Options"). */
  opens?: string;
  /** Where that notice shows: in the part's place (by default), or at the foot of the window. */
  noticeAt?: 'place' | 'foot';
}

/** The notice that the part's code cannot be had: in the part's place, or at the foot. */
function MissingNotice({ text, at = 'place', onClose }: { text: string; at?: IslandOptions['noticeAt']; onClose?: () => void }) {
  return at === 'foot' ? <FootNotice text={text} onClose={onClose} /> : <p role="alert">{text}</p>;
}

/** The notice of a part with no place of its own: fixed at the foot, closed by its button or Escape. */
function FootNotice({ text, onClose }: { text: string; onClose?: () => void }) {
  useEffect(() => {
    if (!onClose) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="island-foot-notice">
      <Notice
        status="error"
        variant="outline"
        action={
          onClose ? (
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          ) : undefined
        }
      >
        {text}
      </Notice>
    </div>
  );
}

/**
 * The island's code could not be fetched and the user still wants it: once the connection
 * returns and the server answers, the page is loaded again. Chromium (150 at least) keeps an
 * import that failed failed for the page's life, so fetching the code again in place cannot bring
 * it. (The menus that opened again by themselves after that reload are the kit's now, ADR 0080.)
 */
function useLoadAgainWhenBack(opens: string | undefined, waiting: boolean): void {
  useEffect(() => {
    if (!waiting || opens === undefined) return undefined;
    const whenBack = () => loadAgainIfServerAnswers();
    window.addEventListener('online', whenBack);
    return () => window.removeEventListener('online', whenBack);
  }, [opens, waiting]);
}

export function chakraIsland<P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions = {}): ComponentType<IslandProps<P>> {
  let part: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const loadPart = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        part = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const currentPart = () => part;
  const loadSystemAndPart = () => loadChakraSystem().then(loadPart);
  afterChakraSystem(() => void loadPart().catch(() => undefined));
  const missingText = options.opens === undefined ? null : notSavedText(options.opens, 'opens', 'it');

  function ChakraIsland({ fallback = null, onNoticeClose, ...props }: IslandProps<P>) {
    const ready = useChakraSoon();
    const Part = useSyncExternalStore(subscribe, currentPart, currentPart);
    const shown = ready && Part !== undefined;
    // The system first: the part's code is of no use without it.
    const { failed } = useCodeWhenOnline(loadSystemAndPart, !shown);
    const asked = props as { open?: unknown; defaultOpen?: unknown };
    const wanted = (asked.open ?? asked.defaultOpen) !== false;
    useLoadAgainWhenBack(options.opens, !shown && failed && wanted);
    // Part is the island's one component, loaded once and read from the store above: the same
    // on every render, not one made here (the rule cannot see through the store).
    // eslint-disable-next-line react-hooks/static-components
    if (shown) return <Part {...(props as P)} />;
    // Beside the fallback, which keeps its place (a button keeps its focus).
    return (
      <>
        {fallback}
        {failed && wanted && missingText !== null ? <MissingNotice text={missingText} at={options.noticeAt} onClose={onNoticeClose} /> : null}
      </>
    );
  }
  // Memoized: the shell's islands (the drawer, the profile menu) keep their props across a
  // navigation, which then does not re-render their Chakra trees (issue 14: the editor-to-print
  // navigation's task).
  return memo(ChakraIsland) as unknown as ComponentType<IslandProps<P>>;
}
