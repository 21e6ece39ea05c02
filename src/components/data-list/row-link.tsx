/**
 * A link in a list’s row (ADR 0096): where a row's cell opens its record, as the router's
 * `<Link>` does (the same href, a plain click navigates in the app, a click with a modifier or
 * a middle click is the browser's, the route's code and data are read ahead when a finger or the
 * pointer comes to it) without what a row's link does not need: its own subscription to the
 * router's state for an active look, and the router building its whole location again for each
 * row. A list of 25 rows drew 50 router links, a tenth of an offline reload's app part.
 *
 * The href is built by the router once per route and search (`buildLocation`, with stand-ins for
 * the path's params), and each row puts its own params in: the same href the router's link gives
 * (row-link.test.tsx compares them).
 *
 *   <RowLink link={{ to: '/dealers/$id', params: { id: String(dealer.dealer_id) } }}>{dealer.dealer_name}</RowLink>
 */
import { useRouter, type AnyRouter, type NavigateOptions, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface RowLinkProps<TOptions> extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it goes, type-checked as the router's `<Link>` props are: `to`, `params`, `search`. */
  link: ValidateLinkOptions<RegisteredRouter, TOptions>;
  children: ReactNode;
}

/** Reading ahead waits this long for a pointer resting on the link (the router's own default). */
const intentDelayMs = 50;

export function RowLink<TOptions>({ link, children, onClick, ...rest }: RowLinkProps<TOptions>) {
  const router = useRouter();
  const options = link as NavigateOptions;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const readAhead = () => void router.preloadRoute(options).catch(() => undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const soon = () => {
    cancel();
    timer.current = setTimeout(readAhead, intentDelayMs);
  };
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    cancel();
    // The caller's own handler first: it may take the click (preventDefault).
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    void router.navigate(options);
  };
  return (
    <a
      {...rest}
      href={rowHref(router, options)}
      onClick={click}
      onTouchStart={readAhead}
      onMouseEnter={soon}
      onFocus={soon}
      onMouseLeave={cancel}
      onBlur={cancel}
    >
      {children}
    </a>
  );
}

/** Stand-ins for a path's params: letters and digits, which no encoding changes. */
const standIn = (index: number) => `lcrowparam${index}x`;
const templates = new WeakMap<AnyRouter, Map<string, { href: string; keys: string[] }>>();

/** The href of `options`, from the router's href of its route with stand-ins for the params. */
export function rowHref(router: AnyRouter, options: NavigateOptions): string {
  const params = (options.params ?? {}) as Record<string, unknown>;
  const keys = Object.keys(params).sort();
  const key = JSON.stringify([options.to, keys, options.search ?? null, options.hash ?? null]);
  let byRoute = templates.get(router);
  if (!byRoute) templates.set(router, (byRoute = new Map()));
  let template = byRoute.get(key);
  if (!template) {
    const stand = Object.fromEntries(keys.map((name, index) => [name, standIn(index)]));
    const location = router.buildLocation({ ...options, params: stand } as never);
    template = { href: router.history.createHref(location.publicHref), keys };
    byRoute.set(key, template);
  }
  let href = template.href;
  template.keys.forEach((name, index) => {
    href = href.replace(standIn(index), encodeURIComponent(String(params[name])));
  });
  return href;
}
