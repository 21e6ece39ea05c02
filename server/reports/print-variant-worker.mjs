// Entry of the print-variant worker (print-variant.ts starts it with no execArgv): registers
// tsx in the worker itself, so the TypeScript worker loads the same way whether the server runs
// under tsx (npm start, the e2e web server) or under vitest, which does not pass a loader on.
import { register } from 'tsx/esm/api';

register();
await import('./print-variant-worker.ts');
