/** The decision worker thread of the pool (started through worker.mjs). */
import { decide } from './decide';
import { serveDecisions } from './serve';

serveDecisions(decide);
