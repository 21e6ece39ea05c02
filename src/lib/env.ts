/** Where the /v3 API lives: the selected environment's base URL, or this origin when it has none. */
import { currentEnvironment } from './environments';

export function apiBaseUrl(): string {
  return currentEnvironment().url || window.location.origin;
}
