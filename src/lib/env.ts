/**
 * Where the /v3 API lives. For now the app is served by (or proxied to) the API's own
 * origin; a later issue swaps this one function for the environment chosen from a runtime
 * config file (Production, QA, Test, Development).
 */
export function apiBaseUrl(): string {
  return window.location.origin;
}
