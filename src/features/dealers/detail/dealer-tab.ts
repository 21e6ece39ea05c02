/**
 * The dealer detail's tabs and their URL: `?tab=reps` or `?tab=defaults` selects
 * that tab; anything else, or nothing, shows Basic, whose URL carries no tab at all.
 * React-free: the route reads it for validateSearch.
 */
import * as v from 'valibot';

export const dealerTabs = ['basic', 'reps', 'defaults'] as const;
export type DealerTab = (typeof dealerTabs)[number];

export const dealerTabLabels: Record<DealerTab, string> = { basic: 'Basic', reps: 'Reps', defaults: 'Defaults' };

export interface DealerSearch {
  tab?: 'reps' | 'defaults';
}

/** Reads `tab` from the URL's search; any other value is Basic (undefined: the key is always present so the router drops a bad raw value). */
export function parseDealerSearch(raw: unknown): DealerSearch {
  const tab = typeof raw === 'object' && raw !== null && 'tab' in raw ? raw.tab : undefined;
  return { tab: tab === 'reps' || tab === 'defaults' ? tab : undefined };
}

/** validateSearch of /dealers/$id. */
export const dealerSearch = v.pipe(
  v.custom<{ tab?: string }>((raw) => typeof raw === 'object' && raw !== null, 'The search must be an object'),
  v.transform((raw): DealerSearch => parseDealerSearch(raw)),
);

export function tabOf(search: DealerSearch): DealerTab {
  return search.tab ?? 'basic';
}

/** The search of a tab's URL: Basic is the plain path. */
export function searchOfTab(tab: string): DealerSearch {
  return tab === 'reps' || tab === 'defaults' ? { tab } : {};
}

/** A dealer id in a path: a positive whole number, else undefined (the page does not exist). */
export function parseDealerId(raw: string): number | undefined {
  if (!/^\d{1,12}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 ? id : undefined;
}
