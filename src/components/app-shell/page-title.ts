/**
 * Page titles: each route names its screen in `staticData.title` (a function of the path
 * parameters when the name depends on them); the deepest match that has one wins. The
 * top bar shows it and the document title follows it.
 */
import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string | ((params: Record<string, string>) => string);
    /**
     * The page draws itself without Chakra (plain CSS) and waits for the system only around its
     * own Chakra parts: the shell shows it at once instead of "Loading…" while the system is
     * built (docs/decisions/0027-plain-inspection-editor.md).
     */
    plainPage?: boolean;
  }
}

/** Whether the page on screen is drawn in plain CSS (`staticData.plainPage` of the deepest match). */
export function usePlainPage(): boolean {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.plainPage === true });
}

export function usePageTitle(): string {
  return useMatches({
    select: (matches) => {
      for (let index = matches.length - 1; index >= 0; index -= 1) {
        const match = matches[index];
        const title = match?.staticData.title;
        if (match === undefined || title === undefined) continue;
        return typeof title === 'string' ? title : title(match.params as Record<string, string>);
      }
      return '';
    },
  });
}
