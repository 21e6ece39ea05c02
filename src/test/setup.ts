/**
 * Vitest setup of the client project (happy-dom): unmount what each test rendered, and
 * give asynchronous queries time on a busy machine.
 * happy-dom already provides matchMedia and ResizeObserver, which Chakra's colour mode,
 * Menu, Popover, Tooltip and Select need; jsdom would need stubs here (toolchain gotcha 5).
 * fake-indexeddb gives every test the IndexedDB the offline outbox needs.
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits up to 5 s (default 1 s): the first render loads lazy route chunks, and the
// shared 2-core machine can be slow; a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
