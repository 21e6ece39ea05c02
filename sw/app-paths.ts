/**
 * Which navigations the app shell answers. Everything else goes to the network: the /v3
 * API (the lane monitor's "Active" link is a navigation to /v3/lanemonitor/...), the
 * worker itself, and any path naming a static file (icons, manifest, assets).
 * Workbox's NavigationRoute tests these against pathname + search, so each pattern stops
 * at the end of the path or at the `?`.
 */
const FILE_EXTENSIONS = 'png|jpe?g|webp|gif|svg|ico|js|mjs|css|map|json|webmanifest|txt|xml|pdf|woff2?';

export const NOT_APP_PATHS: RegExp[] = [
  /^\/v3(?:[/?]|$)/,
  new RegExp(`^[^?]*\\.(?:${FILE_EXTENSIONS})(?:\\?|$)`, 'i'),
];

export function isAppPath(pathAndSearch: string): boolean {
  return !NOT_APP_PATHS.some((pattern) => pattern.test(pathAndSearch));
}
