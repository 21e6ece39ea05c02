/**
 * Live screens (issue 17; ADR 0038): a screen that reads its data again on its own says when
 * it last read it ("Last read 10:42:13 AM", on the site's clock), how often it reads ("every
 * 60 s"), and lets the user pause and resume that. The API dashboard (with its lane monitor)
 * and the integration status use it; anything else that polls should too.
 *
 * The reading itself stays TanStack Query's: `useLiveRefresh().options(...)` turns the
 * screen's `refetchInterval` off while the user pauses, and sets
 * `refetchIntervalInBackground: false`, with which the query skips its interval's reads while
 * the tab is hidden (focusManager). The hidden state shown comes from that same focusManager,
 * so what the screen says is what the query does.
 */
import { Button } from '@/components/ui/button';
import { focusManager } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { formatClockTime } from '@/lib/dates';
import './live-refresh.css';

interface IntervalOptions {
  refetchInterval?: unknown;
}

export interface LiveRefresh {
  /** Paused by the user (the Pause button); the tab's visibility aside. */
  paused: boolean;
  /** The tab is hidden: the query reads nothing on its own until it shows again. */
  hidden: boolean;
  setPaused: (paused: boolean) => void;
  /** The screen's query options, with their interval off while paused and never run in a hidden tab. */
  options: <TOptions extends IntervalOptions>(
    options: TOptions,
  ) => Omit<TOptions, 'refetchInterval'> & {
    refetchInterval: TOptions['refetchInterval'] | false;
    refetchIntervalInBackground: false;
  };
}

const subscribeFocus = (onChange: () => void) => focusManager.subscribe(onChange);
const isFocused = () => focusManager.isFocused();

export function useLiveRefresh(): LiveRefresh {
  const [paused, setPaused] = useState(false);
  const hidden = !useSyncExternalStore(subscribeFocus, isFocused, () => true);
  const options = useCallback(
    <TOptions extends IntervalOptions>(base: TOptions) => ({
      ...base,
      refetchInterval: paused ? (false as const) : base.refetchInterval,
      refetchIntervalInBackground: false as const,
    }),
    [paused],
  );
  return useMemo(() => ({ paused, hidden, setPaused, options }), [paused, hidden, options]);
}

/** An interval as people say it: "every second", "every 30 s", "every minute", "every 5 min". */
export function intervalText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds <= 1) return 'every second';
  if (seconds < 60) return `every ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'every minute' : `every ${minutes} min`;
}

export interface LiveRefreshBarProps {
  live: LiveRefresh;
  /** The interval the query runs at now, in ms (the lane monitor's is shorter while an action runs). */
  every: number;
  /** The query's dataUpdatedAt: 0 until the first read. */
  readAt: number;
  /** The site's time zone (the device's when unknown). */
  timeZone?: string;
  /** Reads at once when the user resumes: the screen never stays older than it promises. */
  onResume: () => void;
  /** 44 px controls, for screens an inspector may use on a tablet (24 px is the desk's minimum). */
  touch?: boolean;
}

/** "Last read …", the interval or why it is paused, and the Pause / Resume refreshing button. */
export function LiveRefreshBar({ live, every, readAt, timeZone, onResume, touch = false }: LiveRefreshBarProps) {
  const state = live.paused ? 'Refreshing paused' : live.hidden ? 'Paused while this tab is hidden' : `Refreshes ${intervalText(every)}`;
  const label = live.paused ? 'Resume refreshing' : 'Pause refreshing';
  return (
    <div className="lc-live-refresh">
      {readAt ? <p>Last read {formatClockTime(readAt, timeZone)}</p> : null}
      <p>{state}</p>
      <Button
        variant="outline"
        size={touch ? 'md' : 'sm'}
        onClick={() => {
          live.setPaused(!live.paused);
          if (live.paused) onResume();
        }}
      >
        {label}
      </Button>
    </div>
  );
}
