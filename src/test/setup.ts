/**
 * Vitest setup of the client project (happy-dom): unmount what each test rendered, and
 * give asynchronous queries time on a busy machine.
 * happy-dom already provides matchMedia and ResizeObserver, which Chakra's colour mode,
 * Menu, Popover, Tooltip and Select need; jsdom lacks both, so under jsdom
 * those components would throw without stubs here.
 * fake-indexeddb gives every test the IndexedDB the offline outbox needs.
 * No test reaches a real server: a fetch that no test stubbed fails at once, as a request with
 * no network does.
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits up to 5 s (default 1 s): the first render loads lazy route chunks, and the
// shared 2-core machine can be slow; a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// A screen rendered whole asks the API for its data as it draws. Unstubbed, those reads went to
// the development API (http://127.0.0.1:3000): refused and logged, or answered by whatever
// listened there. `vi.unstubAllGlobals()` after a test's own stub comes back to this.
const noNetwork: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : String(input);
  return Promise.reject(new TypeError(`No network in unit tests (${url}): stub fetch for the answer the test needs`));
};
// (In happy-dom's window, as in Vitest's node environment, `fetch` is this global's.)
globalThis.fetch = noNetwork;

afterEach(() => {
  cleanup();
});
