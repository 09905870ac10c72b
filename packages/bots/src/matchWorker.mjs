// A worker thread of a bot match: registers the TypeScript loader, then runs matchWorker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./matchWorker.ts');
