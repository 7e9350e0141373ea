// The worker thread's entry: tsx loads the TypeScript worker as it loads the
// rest of the server (bin/presupuesto.js does the same for the CLI).
import { register } from 'tsx/esm/api';

register();
await import('./database-worker.ts');
