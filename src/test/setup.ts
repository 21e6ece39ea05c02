/**
 * Vitest setup of the client project (happy-dom): unmount what each test rendered.
 * happy-dom already provides matchMedia and ResizeObserver, which Chakra's colour mode,
 * Menu, Popover, Tooltip and Select need; jsdom would need stubs here (toolchain gotcha 5).
 * fake-indexeddb gives every test the IndexedDB the offline outbox needs.
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
