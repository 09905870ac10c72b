/**
 * A decision worker with faults on demand, for the pool's tests: `throws`, `crashes` (the thread
 * exits mid-decision), `hangs` (spins until ended), `illegal` (answers a card nobody holds);
 * any other level is the real player.
 */
import { decide } from '../../src/computer/decide';
import { serveDecisions } from '../../src/computer/serve';

serveDecisions((level, view, seed) => {
  switch (level) {
    case 'throws':
      throw new Error('a computer player that throws');
    case 'crashes':
      process.exit(3); // in a worker thread: ends this thread only
      break;
    case 'hangs':
      for (;;) {}
    case 'illegal':
      return { type: 'play', card: 9999 };
  }
  return decide(level, view, seed);
});
