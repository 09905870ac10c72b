// A decision worker thread: registers the TypeScript loader, then runs worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
