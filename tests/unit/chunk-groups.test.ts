/**
 * The chunk rules (scripts/chunk-groups.ts) on the app's own files: what a cold list, the
 * signed-in frame and a record's page each carry, worked out from the imports.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroupOf } from '../../scripts/chunk-groups';

const root = join(import.meta.dirname, '../..');
const file = (path: string) => join(root, path);

/** The bundler's view of who imports what, for the files a test names. */
const graph = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => ({ importers: (importers[id] ?? []).map(file) }),
});

describe('the chunk groups', () => {
  it('put a feature’s list apart from its other pages', () => {
    expect(chunkGroupOf(file('src/features/dealers/list/dealer-columns.tsx'))).toBe('dealers');
    expect(chunkGroupOf(file('src/features/dealers/detail/dealer-page.tsx'))).toBe('dealers-more');
    // A feature with no list keeps one group.
    expect(chunkGroupOf(file('src/features/inspections/damage-dialog.tsx'))).toBe('inspections');
  });

  it('put a kit control only record pages draw in one chunk of its own, the ones a list or the frame draws in the shell', () => {
    const tabs = file('src/components/ui/tabs.tsx');
    const onRecordPages = graph({ [tabs]: ['src/features/dealers/detail/dealer-page.tsx', 'src/features/sites/site-page.tsx'] });
    expect(chunkGroupOf(tabs, onRecordPages)).toBe('kit-more');
    const onAList = graph({ [tabs]: ['src/features/dealers/detail/dealer-page.tsx', 'src/features/dealers/list/dealer-columns.tsx'] });
    expect(chunkGroupOf(tabs, onAList)).toBe('shell');
  });

  it('put what a signed-out page draws with the small modules every page loads', () => {
    expect(chunkGroupOf(file('src/components/ui/button.tsx'))).toBe('common');
    expect(chunkGroupOf(file('src/components/ui/link.tsx'))).toBe('common');
    expect(chunkGroupOf(file('src/components/ui/toaster.tsx'))).toBe('toaster');
  });
});
