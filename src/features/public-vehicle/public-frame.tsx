/**
 * The frame of the public vehicle pages: no sign-in, no side menu.
 * A slim brand bar and the page's content, plain elements and public-vehicle.css.
 *
 * While it is shown the document says `referrer: no-referrer` and `robots: noindex` too: the
 * server sends both as headers, but an offline reload gets the page from the service
 * worker's copy of index.html, which carries neither.
 */
import { useEffect, type ReactNode } from 'react';
import { OpenPage } from '@/components/open-page';
import { notSavedText } from '@/components/offline-texts';
import './public-vehicle.css';

function useMeta(name: string, content: string): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  }, [name, content]);
}

interface PublicFrameProps {
  /** What the page is: the brand bar's text and the end of the document title. */
  kind: string;
  /** The vehicle, once known: the start of the document title. */
  vehicle?: string;
  children: ReactNode;
}

export function PublicFrame({ kind, vehicle, children }: PublicFrameProps) {
  useMeta('referrer', 'no-referrer');
  useMeta('robots', 'noindex');
  useEffect(() => {
    document.title = vehicle ? `${vehicle} · ${kind}` : kind;
  }, [kind, vehicle]);
  return (
    <OpenPage>
      <header className="pv-header">
        <img className="pv-header-logo" src="/favicon.svg" alt="" width="32" height="32" />
        <p className="pv-header-name">{kind}</p>
      </header>
      <main className="pv-main">{children}</main>
    </OpenPage>
  );
}

/** The auction's logo (public; hidden when the site has none). */
export function SiteLogo({ src }: { src: string }) {
  return (
    <img
      className="pv-site-logo"
      src={src}
      alt="Auction logo"
      referrerPolicy="no-referrer"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}

/**
 * While a public page's read is under way: "Loading...", or, with no connection and no copy kept
 * by the service worker (a link never opened on this device), that it loads when the connection
 * returns (the read waits for it, `offlineFirst`), instead of "Loading..." for ever.
 */
export function PublicLoading({ read, what, verb }: { read: { isPending: boolean; fetchStatus: string }; what: string; verb: 'load' | 'loads' }) {
  if (!read.isPending) return null;
  return (
    <p className="pv-text pv-muted" role="status">
      {read.fetchStatus === 'paused' ? notSavedText(what, verb, 'this page') : 'Loading...'}
    </p>
  );
}
