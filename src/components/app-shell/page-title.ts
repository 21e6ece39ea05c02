/**
 * Page titles: each route names its screen in `staticData.title` (a function of the path
 * parameters when the name depends on them); the deepest match that has one wins. The
 * top bar shows it and the document title follows it.
 */
import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string | ((params: Record<string, string>) => string);
  }
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
