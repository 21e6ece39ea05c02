// Entry of the report PDF's worker (render-pdf.ts starts it with no execArgv): registers tsx in
// the worker itself, so the TypeScript worker loads the same way under tsx and under vitest
// (print-variant-worker.mjs does the same).
import { register } from 'tsx/esm/api';

register();
await import('./pdf-render-worker.ts');
