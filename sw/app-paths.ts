/**
 * Which navigations the app shell answers. Everything else goes to the network: the /v3
 * API (the lane monitor's "Active" link is a navigation to /v3/lanemonitor/...), the
 * worker itself, and any path naming a static file (icons, manifest, assets).
 * Workbox's NavigationRoute tests these against pathname + search, so each pattern stops
 * at the end of the path or at the `?`.
 * The public vehicle pages (/dealers/vehiclePhotos/{siteCode}/{vehicleHash} and
 * /dealers/locationHistory/{siteCode}/{vehicleHash}) are app routes: their hash
 * is base64url (no dot), so they never look like a file and open offline from the shell.
 */
const FILE_EXTENSIONS = 'png|jpe?g|webp|gif|svg|ico|js|mjs|css|map|json|webmanifest|txt|xml|pdf|woff2?';

export const NOT_APP_PATHS: RegExp[] = [/^\/v3(?:[/?]|$)/, new RegExp(`^[^?]*\\.(?:${FILE_EXTENSIONS})(?:\\?|$)`, 'i')];

export function isAppPath(pathAndSearch: string): boolean {
  return !NOT_APP_PATHS.some((pattern) => pattern.test(pathAndSearch));
}
