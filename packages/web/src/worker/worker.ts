/**
 * The table worker: wires the host (`host.ts`: the match, the computer players, the replay and the
 * analysis) to the worker's messages, with the match kept in IndexedDB across a reload.
 */
import { broadcastChannel } from './channel';
import { createHost } from './host';
import { historyStore } from './history';
import { idbHistory } from './idbHistory';
import { idbStore } from './idbStore';
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
}
// The worker's global scope; the DOM lib has no DedicatedWorkerGlobalScope type.
const scope = self as unknown as WorkerScope;

const host = createHost({
  post: (m) => scope.postMessage(m),
  store: idbStore,
  history: historyStore(idbHistory),
  channel: broadcastChannel(),
});
scope.onmessage = (e: MessageEvent<ToWorker>): void => host.receive(e.data);
