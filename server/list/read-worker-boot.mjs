// Starts a read worker (read-worker.ts): a worker thread does not inherit the parent's tsx
// loader on Node 20, so it registers tsx itself before importing the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./read-worker.ts');
