// The faulty decision worker (faultyWorker.ts) with the TypeScript loader.
import { register } from 'tsx/esm/api';

register();
await import('./faultyWorker.ts');
