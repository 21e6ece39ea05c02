/**
 * Page titles: each route names its screen in `staticData.title` (a function of the path
 * parameters when the name depends on them); the deepest match that has one wins. The
 * top bar shows it and the document title follows it.
 */
import { useMatches } from '@tanstack/react-router';
import { pageDrawsWithChakra } from '@/components/ui/chakra-for-routes';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string | ((params: Record<string, string>) => string);
  }
}

/**
 * Whether the page on screen draws nothing with Chakra (the build works that out from its
 * imports, ADR 0079): it waits for the system only around its own Chakra parts, so the shell
 * shows it at once instead of "Loading…" while the system is built (ADR 0027).
 */
export function usePlainPage(): boolean {
  return useMatches({ select: (matches) => !pageDrawsWithChakra(matches) });
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
